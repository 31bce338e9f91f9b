import {
  applyPriceBucket,
  COURSE_LIST_PER_PAGE,
  type CourseLevel,
  type CourseListFilter,
  type CourseType,
  type FreeMode,
  type SortOrder,
  type StartTimeBucket,
} from '@site/shared/contract';

export type SortField = 'price' | 'createdTime';

/** What the user picked in the catalogue; turned into the POST course/list body by toListRequest. */
export interface CatalogueFilters {
  softWareId?: number;
  teacherId?: number;
  courseType?: CourseType;
  groupId?: number;
  categoryId?: number;
  freeMode?: FreeMode;
  /** PRICE_BUCKETS id; 0 = any price. */
  priceBucket: number;
  level?: CourseLevel;
  startBucket?: StartTimeBucket;
  keyword: string;
  sort: { field: SortField; order: SortOrder } | null;
}

export const emptyFilters = (courseType?: CourseType): CatalogueFilters => ({ courseType, priceBucket: 0, keyword: '', sort: null });

/**
 * Applies one change. Spec 9: choosing a price bucket forces freeMode charge; choosing 免费 then
 * drops the bucket, because a free course has no price in any bucket.
 */
export function changeFilters(filters: CatalogueFilters, patch: Partial<CatalogueFilters>): CatalogueFilters {
  const next = { ...filters, ...patch };
  if (patch.priceBucket !== undefined && patch.priceBucket !== 0) next.freeMode = 'charge';
  if (patch.freeMode === 'free') next.priceBucket = 0;
  // A category belongs to one group: picking another group clears the category.
  if (patch.groupId !== undefined && patch.categoryId === undefined && patch.groupId !== filters.groupId) next.categoryId = undefined;
  return next;
}

/** A sort button click: a new field starts DESC, the same field flips its order. */
export function nextSort(current: CatalogueFilters['sort'], field: SortField): NonNullable<CatalogueFilters['sort']> {
  if (current?.field === field) return { field, order: current.order === 'DESC' ? 'ASC' : 'DESC' };
  return { field, order: 'DESC' };
}

/** The POST course/list body of spec 7 for one zero-based page. */
export function toListRequest(filters: CatalogueFilters, page: number, perPage = COURSE_LIST_PER_PAGE): CourseListFilter {
  let body: CourseListFilter = { page, perPage };
  if (filters.softWareId !== undefined) body.softWareId = filters.softWareId;
  if (filters.teacherId !== undefined) body.teacherId = filters.teacherId;
  if (filters.courseType) body.courseType = filters.courseType;
  if (filters.groupId !== undefined) body.groupId = filters.groupId;
  if (filters.categoryId !== undefined) body.categoryId = filters.categoryId;
  if (filters.freeMode) body.freeMode = filters.freeMode;
  if (filters.level) body.level = filters.level;
  if (filters.startBucket) body.startAt = filters.startBucket;
  const keyword = filters.keyword.trim();
  if (keyword) body.keyword = keyword;
  if (filters.sort) body.sort = { [filters.sort.field]: filters.sort.order };
  body = applyPriceBucket(body, filters.priceBucket);
  return body;
}

/** How many filters of the panel are set (shown on the drawer button). */
export function activeFilterCount(filters: CatalogueFilters, fixedType?: CourseType): number {
  return [
    filters.softWareId,
    filters.teacherId,
    fixedType ? undefined : filters.courseType,
    filters.groupId,
    filters.categoryId,
    filters.freeMode,
    filters.priceBucket || undefined,
    filters.level,
    filters.startBucket,
  ].filter((value) => value !== undefined).length;
}
