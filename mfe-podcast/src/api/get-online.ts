import { api } from '@site/shared';

/**
 * GET audio/get-online: the episode's listeners now. With a listenerId it is also the heartbeat
 * that counts this browser as listening (only while playing); without one it only reads.
 */
export function getOnline(audioId: number, listenerId?: string): Promise<{ audioId: number; onlineCount: number }> {
  return api.get('/audio/get-online', listenerId ? { audioId, listenerId } : { audioId });
}
