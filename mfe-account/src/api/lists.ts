import { api, type Course, type Notice, type Order, type PagedList, type Shot } from '@site/shared';

/** Account lists are zero-based pages (spec 7); a list that is reset aborts the page it was loading. */
const page = (url: string) => <T>(pageIndex: number, perPage: number, signal?: AbortSignal) =>
  api.get<PagedList<T>>(url, { page: pageIndex, perPage }, { signal });

export const getRecentWatched = page('/course/recent/watched')<Course>;
export const getPurchasedCourses = page('/course/payed/course')<Course>;
export const getFollowedTeacherCourses = page('/course/follow/list')<Course>;
export const getCollectedCourses = page('/course/my/collect')<Course>;
export const getCollectedShots = page('/shot/my/collect')<Shot>;
export const getMyShots = page('/shot/post')<Shot>;
export const getOrders = page('/course/order')<Order>;
export const getMessages = page('/account/message/list')<Notice>;

/** POST account/message/update: marks the caller's messages read. */
export const markMessagesRead = (ids: number[]) => api.post<unknown>('/account/message/update', { ids });

/** How many messages are still unread (read filter 1 = unread only). */
export const getUnreadCount = () =>
  api.get<PagedList<Notice>>('/account/message/list', { read: 1, perPage: 1, page: 0 }).then((result) => result.count);
