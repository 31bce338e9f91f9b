import { removeStored, updateStore, type PlayerEpisode } from '@site/shared';

/**
 * The episode the bar last played, so a reload can offer to go on with it (the shell's resume control
 * reads it). Not the signed URL: it expires; the bar asks for a fresh one.
 */
export function rememberLastEpisode(episode: PlayerEpisode): void {
  const { id, title, preview, duration } = episode;
  updateStore({ podcastLastEpisode: { id, title, preview, duration } });
}

/** The bar was closed on purpose: nothing to offer after a reload. */
export function forgetLastEpisode(): void {
  removeStored('podcastLastEpisode');
}
