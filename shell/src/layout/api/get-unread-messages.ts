import { api, UNREAD_STORE_SIZE, type Notice, type PagedList } from '@site/shared';

/** Query of the unread poll: read=1 is spec 7's "read filter 1" (unread only, docs/decisions.md). */
export const UNREAD_QUERY = { read: 1, perPage: UNREAD_STORE_SIZE, page: 0 } as const;

/** GET /account/message/list?read=1&perPage=30&page=0: the newest unread messages and their total. */
export function getUnreadMessages(): Promise<PagedList<Notice>> {
  return api.get<PagedList<Notice>>('/account/message/list', UNREAD_QUERY);
}
