import { api, API_PREFIX } from '@site/shared';

export interface OnlineAnswer {
  audioId: number;
  onlineCount: number;
  /** Whether this call counted us: a browser's first heartbeat only brings its listener cookie. */
  listening: boolean;
}

/**
 * GET audio/get-online: the episode's listeners now. `playing: true` makes it the heartbeat that
 * counts this browser (the server knows who we are by session or its own cookie); `false` says we
 * stopped; without it the call only reads.
 */
export function getOnline(audioId: number, playing?: boolean): Promise<OnlineAnswer> {
  return api.get('/audio/get-online', playing === undefined ? { audioId } : { audioId, playing });
}

/** Says we stopped even while the page goes away (a reload, a closed tab): the count drops at once. */
export function stopListeningOnLeave(audioId: number): void {
  if (typeof fetch !== 'function') return;
  // keepalive: the request outlives the page (axios cannot ask for that).
  void fetch(`${API_PREFIX}/audio/get-online?audioId=${audioId}&playing=false`, { keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}
