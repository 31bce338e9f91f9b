import { api } from '@site/shared';
import type { AudioSeriesInfo } from './types';

/** GET audio/series/list: every series, oldest first (/podcast shows the first by default). */
export function getSeriesList(signal?: AbortSignal): Promise<AudioSeriesInfo[]> {
  return api.get<AudioSeriesInfo[]>('/audio/series/list', undefined, { signal });
}
