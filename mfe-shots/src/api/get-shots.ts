import { api, type PagedList, type ShotListItem } from '@site/shared';

export interface GetShotsInput {
  page: number;
  perPage: number;
  categoryId?: number;
  keywords?: string;
  isRecommend?: boolean;
  courseId?: number;
}

/** GET shot/list: published shots, newest first (zero-based pages). */
export function getShots(input: GetShotsInput): Promise<PagedList<ShotListItem>> {
  return api.get<PagedList<ShotListItem>>('/shot/list', input);
}
