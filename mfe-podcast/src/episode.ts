import type { PlayerEpisode } from '@site/shared';
import type { AudioListItem } from './api/types';

/** What the player keeps of an episode row. */
export function toPlayerEpisode(audio: AudioListItem): PlayerEpisode {
  return { id: audio.id, title: audio.title, preview: audio.preview, duration: audio.duration, sourceUrl: audio.sourceUrl };
}
