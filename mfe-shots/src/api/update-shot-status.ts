import { api, type ShotStatus } from '@site/shared';

/** POST shot/status/update: publish (true) or unpublish; 7701 when an admin disabled the shot. */
export function updateShotStatus(id: number, status: boolean): Promise<{ status: ShotStatus }> {
  return api.post('/shot/status/update', { id, status });
}
