import { api, type FriendLink } from '@site/shared';

/** GET /navigation/friend/link/list?type=link: the footer's friend links. */
export async function getFriendLinks(signal?: AbortSignal): Promise<FriendLink[]> {
  const links = await api.get<FriendLink[] | null>('/navigation/friend/link/list', { type: 'link' }, { signal });
  return Array.isArray(links) ? links : [];
}
