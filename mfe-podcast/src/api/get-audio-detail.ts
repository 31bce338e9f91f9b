import { api } from '@site/shared';
import type { AudioDetail } from './types';

/** GET audio/detail: 101101 when the episode is missing or deleted. */
export function getAudioDetail(id: number, signal?: AbortSignal): Promise<AudioDetail> {
  return api.get<AudioDetail>('/audio/detail', { id }, { signal });
}
