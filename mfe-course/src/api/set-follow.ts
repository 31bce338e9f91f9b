import { api } from '@site/shared';

/** POST account/follow to follow, DELETE account/follow to stop. */
export function setFollow(targetUserId: number, follow: boolean): Promise<unknown> {
  return follow ? api.post('/account/follow', { targetUserId }) : api.delete('/account/follow', { targetUserId });
}
