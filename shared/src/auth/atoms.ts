import { atom } from 'jotai';
import type { User } from '../contract';

/** The logged-in user, or null. Set by the shell's start-up auth check and by login. */
export const userAtom = atom<User | null>(null);
export const isLoggedInAtom = atom((get) => get(userAtom) !== null);
/** True once the start-up auth check has answered (either way). */
export const authCheckedAtom = atom(false);
export const loginModalOpenAtom = atom(false);
/** Number of unread messages; the shell's bell shows a dot when above zero. */
export const unreadCountAtom = atom(0);
