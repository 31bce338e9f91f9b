import { atom } from 'jotai';

/** The server has said "not logged in" (1100 at start-up, or after logout); only then do guarded paths send the user home. */
export const anonymousAtom = atom(false);
