import { api } from '@site/shared';

/** DELETE shot/post (owner or admin). */
export function deleteShot(id: number): Promise<{ success: true }> {
  return api.delete('/shot/post', { id });
}
