import type { CourseLevel, CourseType } from '../entities';

export type SortOrder = 'ASC' | 'DESC';
export type FreeMode = 'free' | 'charge';

/** Body of POST /course/list (spec 7). Prices in fen; page is zero-based; perPage defaults to 30. */
export interface CourseListFilter {
  perPage?: number;
  page?: number;
  softWareId?: number;
  teacherId?: number;
  courseType?: CourseType;
  categoryId?: number;
  /** Alias of categoryId (both names exist on the wire). */
  courseCategoryId?: number;
  groupId?: number;
  freeMode?: FreeMode;
  startPrice?: number;
  endPrice?: number;
  keyword?: string;
  teacherName?: string;
  title?: string;
  sort?: { price?: SortOrder; createdTime?: SortOrder };
  level?: CourseLevel;
  /**
   * Start time window: an ISO date/epoch-ms lower bound (with endAt as upper bound), or a start-time
   * bucket id 1 | 2 | 3 (START_TIME_BUCKETS) which the server resolves against its own clock.
   */
  startAt?: string | number;
  endAt?: string | number;
}

export interface PriceBucket {
  id: number;
  label: string;
  startPrice?: number;
  endPrice?: number;
}

/** Spec 9 price buckets in fen; bucket 0 means no price filter. */
export const PRICE_BUCKETS: readonly PriceBucket[] = [
  { id: 0, label: '不限' },
  { id: 1, label: '1-99元', startPrice: 100, endPrice: 9999 },
  { id: 2, label: '100-499元', startPrice: 10000, endPrice: 49999 },
  { id: 3, label: '500-999元', startPrice: 50000, endPrice: 99999 },
  { id: 4, label: '1000元以上', startPrice: 100000 },
];

/**
 * Applies a price bucket to a filter. Any real bucket forces freeMode charge (spec 9); "不限" clears
 * the price bounds and leaves freeMode as it was.
 */
export function applyPriceBucket(filter: CourseListFilter, bucketId: number): CourseListFilter {
  const { startPrice: _s, endPrice: _e, ...rest } = filter;
  const bucket = PRICE_BUCKETS.find((b) => b.id === bucketId);
  if (!bucket || bucket.startPrice === undefined) return rest;
  return {
    ...rest,
    freeMode: 'charge',
    startPrice: bucket.startPrice,
    ...(bucket.endPrice !== undefined ? { endPrice: bucket.endPrice } : {}),
  };
}

/** Which bucket a filter's price bounds correspond to (0 when none match). */
export function priceBucketOf(filter: Pick<CourseListFilter, 'startPrice' | 'endPrice'>): number {
  const match = PRICE_BUCKETS.find((b) => b.startPrice === filter.startPrice && b.endPrice === filter.endPrice);
  return match ? match.id : 0;
}

export const START_TIME_BUCKETS = [
  { id: 1, label: '7天内开课' },
  { id: 2, label: '30天内开课' },
  { id: 3, label: '31天后开课' },
] as const;
export type StartTimeBucket = (typeof START_TIME_BUCKETS)[number]['id'];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec 9: 1 within 7 days, 2 within 30 days, 3 beyond 31 days (from now). Returns epoch-ms bounds;
 * `to` is absent for the open-ended bucket.
 */
export function startTimeRange(bucket: StartTimeBucket, now: Date = new Date()): { from: number; to?: number } {
  const t = now.getTime();
  switch (bucket) {
    case 1:
      return { from: t, to: t + 7 * DAY_MS };
    case 2:
      return { from: t, to: t + 30 * DAY_MS };
    case 3:
      return { from: t + 31 * DAY_MS };
  }
}

export const isStartTimeBucket = (value: unknown): value is StartTimeBucket => value === 1 || value === 2 || value === 3;

export const COURSE_LEVELS: readonly { value: CourseLevel; label: string }[] = [
  { value: 'primary', label: '初级' },
  { value: 'middle', label: '中级' },
  { value: 'high', label: '高级' },
];

export const levelLabel = (level: string): string => COURSE_LEVELS.find((l) => l.value === level)?.label ?? level;

export const COURSE_TYPES: readonly { value: CourseType; label: string }[] = [
  { value: 'online-course', label: '录播课' },
  { value: 'live-course', label: '直播课' },
];

export const FREE_MODES: readonly { value: FreeMode; label: string }[] = [
  { value: 'free', label: '免费' },
  { value: 'charge', label: '付费' },
];

/** The default catalogue page size (spec 9). */
export const COURSE_LIST_PER_PAGE = 30;
