import { api, PAGE_SIZE } from '@site/shared';
import type { AudioPage } from './types';

/** GET audio/tag/list: episodes carrying exactly `tag`, kept to one series, newest first. */
export function getTagAudios(tag: string, audioSeriesId: number, page: number, perPage: number = PAGE_SIZE.podcast, signal?: AbortSignal): Promise<AudioPage> {
  return api.get<AudioPage>('/audio/tag/list', { tag, audioSeriesId, page, perPage }, { signal });
}
