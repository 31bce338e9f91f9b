/** What the player needs of an episode; pages build it from an Audio row (toPlayerEpisode). */
export interface PlayerEpisode {
  id: number;
  title: string;
  preview: string;
  /** Seconds, from the episode's record; the media element's own duration wins once known. */
  duration: number;
  /** Signed, expiring media URL; the player asks audio/detail for a fresh one when it is missing. */
  sourceUrl?: string;
}

export interface PlayerState {
  /** The episodes previous/next walk through (the list the listener played from). */
  queue: PlayerEpisode[];
  current: PlayerEpisode | null;
  /** What the listener wants: the bar makes the media element follow it. */
  playing: boolean;
  /** Bumped on every start of an episode: the bar reloads the media and counts one play. */
  session: number;
  /** Second to start at (share link); null resumes the remembered position. */
  startAt: number | null;
}

export type PlayerAction =
  | { type: 'play'; episode: PlayerEpisode; queue?: PlayerEpisode[]; startAt?: number }
  | { type: 'toggle' }
  | { type: 'set-playing'; playing: boolean }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'ended' }
  | { type: 'close' };
