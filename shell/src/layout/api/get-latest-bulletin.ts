import { api, type Bulletin } from '@site/shared';

/** GET /bulletin/message: the latest bulletin, or null when there is none. */
export async function getLatestBulletin(signal?: AbortSignal): Promise<Bulletin | null> {
  const bulletin = await api.get<Bulletin | null>('/bulletin/message', undefined, { signal });
  return bulletin && typeof bulletin.id === 'number' && bulletin.description ? bulletin : null;
}
