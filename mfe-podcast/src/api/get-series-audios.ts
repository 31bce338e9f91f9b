import { api, PAGE_SIZE } from '@site/shared';
import type { AudioPage } from './types';

/** GET audio/series/audio/list: one zero-based page of a series' episodes, newest first. */
export function getSeriesAudios(audioSeriesId: number, page: number, perPage: number = PAGE_SIZE.podcast, signal?: AbortSignal): Promise<AudioPage> {
  return api.get<AudioPage>('/audio/series/audio/list', { audioSeriesId, page, perPage }, { signal });
}
