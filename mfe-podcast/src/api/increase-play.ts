import { api } from '@site/shared';

/** GET audio/play/increase: once per start of an episode, never on resume or per heartbeat. */
export function increasePlay(audioId: number): Promise<{ playNum: number }> {
  return api.get('/audio/play/increase', { audioId });
}
