import { api, type Banner } from '@site/shared';

/** GET banner/list?type: one banner group (course-home, course-home-child-banner, live-course-banner). */
export function getBanners(type: string): Promise<Banner[]> {
  return api.get<Banner[]>('/banner/list', { type });
}
