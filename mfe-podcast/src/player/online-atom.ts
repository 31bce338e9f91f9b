import { atom } from 'jotai';

/**
 * The playing episode's listener count as the bar's last heartbeat answered it: the list and the episode
 * page show this for that episode, so "N 人正在收听" and "N 人在听" never disagree. Here rather than in
 * shared: only this remote's bar and pages use it (one module instance for both), and `/` carries none of it.
 */
export const podcastOnlineAtom = atom<{ audioId: number; count: number } | null>(null);
