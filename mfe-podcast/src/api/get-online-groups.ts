import { api } from '@site/shared';

/** POST audio/onlineCountGroups: listeners now for each of 1-100 episodes. */
export function getOnlineGroups(audioIds: number[]): Promise<Record<string, number>> {
  return api.post('/audio/onlineCountGroups', { audioIds });
}
