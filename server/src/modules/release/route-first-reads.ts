import {
  CARD_IMAGE_SIZES,
  CARDS_ABOVE_FOLD,
  COURSE_LIST_PER_PAGE,
  IMAGE_SIZES,
  PAGE_SIZE,
  SCHOOLS,
  imageSrcSet,
  imageUrl,
  pageIdForPath,
  paths,
  type PageId,
} from '@site/shared/contract';

/** One API read a page makes when it opens (url without /api_v1), exactly as its remote asks it. */
export interface FirstRead {
  method: 'GET' | 'POST';
  url: string;
  params?: Record<string, string | number | boolean>;
  body?: object;
}

/** The image a page paints largest, as its <img> asks for it (src, and srcset/sizes when it has them). */
export interface LcpImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** Makes one read (for a visitor) and gives its `data`, or undefined when it did not answer 200. */
export type Ask = (read: FirstRead) => Promise<unknown>;

type Params = Record<string, string>;
type PageReads = (params: Params, ask: Ask, query: URLSearchParams) => Promise<LcpImage[]>;

interface Row {
  id?: number;
  preview?: string | null;
}
const rowsOf = (data: unknown): Row[] => (data && typeof data === 'object' && 'rows' in data && Array.isArray(data.rows) ? (data.rows as Row[]) : []);
const listOf = (data: unknown): Row[] => (Array.isArray(data) ? (data as Row[]) : []);

/**
 * The covers of a grid's first cards (shared CourseCard / ShotCard: srcset of the small and full sizes),
 * the ones it loads at once: on a phone any of the first two rows may be the largest paint.
 */
function cardCovers(rows: Row[], kind: 'course' | 'shot'): LcpImage[] {
  const [small, full] = kind === 'course' ? [IMAGE_SIZES.courseCoverSmall, IMAGE_SIZES.courseCover] : [IMAGE_SIZES.shotCoverSmall, IMAGE_SIZES.shotCover];
  return rows.slice(0, CARDS_ABOVE_FOLD).flatMap(({ preview }) => {
    if (!preview) return [];
    const srcSet = imageSrcSet(preview, [small, full]);
    return [{ src: imageUrl(preview, full), ...(srcSet ? { srcSet, sizes: CARD_IMAGE_SIZES } : {}) }];
  });
}
const single = (preview: string | null | undefined, size: { w: number; h?: number }): LcpImage[] => (preview ? [{ src: imageUrl(preview, size) }] : []);

/** The first picture of a shot's rich text, when it is one of ours (the detail page shows it as is). */
function firstContentImage(html: unknown): LcpImage[] {
  if (typeof html !== 'string') return [];
  const match = /<img\b[^>]*?\ssrc\s*=\s*"(\/files\/[^"<>\s]+)"/i.exec(html);
  return match ? [{ src: match[1].replace(/&amp;/g, '&') }] : [];
}

/** A path parameter that is a row id (1 to 10 digits, no leading zero), or null. */
export const idOf = (value: string | undefined): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** The catalogue of /course and /livecourse (CourseCatalogue): filter options, then page 0. */
async function catalogue(ask: Ask, courseType: 'online-course' | 'live-course', fixed: boolean): Promise<LcpImage[]> {
  const [, , , courses] = await Promise.all([
    ask({ method: 'GET', url: '/course/software/list' }),
    ask({ method: 'GET', url: '/course/teacher/list' }),
    ask({ method: 'GET', url: '/course/group/category/list', params: { courseType } }),
    ask({ method: 'POST', url: '/course/list', body: { page: 0, perPage: COURSE_LIST_PER_PAGE, ...(fixed ? { courseType } : {}) } }),
  ]);
  return cardCovers(rowsOf(courses), 'course');
}

/**
 * What each page of spec 2 asks first for a visitor (the same calls its remote makes on mount), and
 * which image it paints largest. A page left out, or a call that no longer matches the remote's,
 * only loses the head start: the remote then asks for it itself.
 */
const PAGE_READS: Partial<Record<PageId, PageReads>> = {
  home: async (_params, ask) => {
    await Promise.all([
      ask({ method: 'GET', url: '/banner/list', params: { type: 'course-home' } }),
      ask({ method: 'GET', url: '/banner/list', params: { type: 'course-home-child-banner' } }),
      ask({ method: 'GET', url: '/course/software/list' }),
      ask({ method: 'POST', url: '/course/list', body: { page: 0, perPage: PAGE_SIZE.homeCourses, sort: { createdTime: 'DESC' } } }),
      ask({ method: 'GET', url: '/shot/list', params: { page: 0, perPage: PAGE_SIZE.homeShots, isRecommend: true } }),
    ]);
    // The first banner's preload comes with the bulletin (shell-page-data).
    return [];
  },
  courses: (_params, ask) => catalogue(ask, 'online-course', false),
  liveCourses: async (_params, ask) => {
    const [banners] = await Promise.all([ask({ method: 'GET', url: '/banner/list', params: { type: 'live-course-banner' } }), catalogue(ask, 'live-course', true)]);
    return single(listOf(banners)[0]?.preview, IMAGE_SIZES.banner);
  },
  courseDetail: async (params, ask) => {
    const courseId = idOf(params.courseId);
    if (courseId === null) return [];
    const course = (await ask({ method: 'GET', url: '/course/detail', params: { courseId } })) as Row | undefined;
    return single(course?.preview, IMAGE_SIZES.courseCover);
  },
  coursePlan: async (_params, ask) => {
    await Promise.all(SCHOOLS.map((school) => ask({ method: 'GET', url: '/course/api/class/list', params: { school_id: school.id } })));
    return [];
  },
  appCourses: async (params, ask) => {
    const softWareId = idOf(params.appId);
    if (softWareId === null) return [];
    const [, courses] = await Promise.all([
      ask({ method: 'GET', url: '/course/software/list' }),
      ask({ method: 'GET', url: '/course/software/course', params: { softWareId, page: 0, perPage: COURSE_LIST_PER_PAGE } }),
    ]);
    return cardCovers(rowsOf(courses), 'course');
  },
  tools: async (_params, ask) => {
    await ask({ method: 'GET', url: '/tool/list' });
    return [];
  },
  shots: async (_params, ask) => {
    const [, shots] = await Promise.all([ask({ method: 'GET', url: '/shot/category/list' }), ask({ method: 'GET', url: '/shot/list', params: { page: 0, perPage: PAGE_SIZE.shots } })]);
    return cardCovers(rowsOf(shots), 'shot');
  },
  shotDetail: async (params, ask) => {
    const id = idOf(params.id);
    if (id === null) return [];
    const [shot] = await Promise.all([
      ask({ method: 'GET', url: '/shot/detail', params: { id } }),
      ask({ method: 'GET', url: '/comment/list', params: { shotId: id, type: 'shot', perPage: PAGE_SIZE.comments, page: 0 } }),
    ]);
    return firstContentImage((shot as { content?: unknown } | undefined)?.content);
  },
  podcast: async (_params, ask, query) => {
    // The page shows ?series= when it names a listed series, else the first one (PodcastPage).
    const series = listOf(await ask({ method: 'GET', url: '/audio/series/list' }));
    const shown = series.find((item) => item.id === Number(query.get('series'))) ?? series[0];
    if (shown?.id === undefined) return [];
    await ask({ method: 'GET', url: '/audio/series/audio/list', params: { audioSeriesId: shown.id, page: 0, perPage: PAGE_SIZE.podcast } });
    return single(shown.preview, IMAGE_SIZES.courseCover);
  },
  podcastDetail: async (params, ask) => {
    const id = idOf(params.audioId);
    if (id === null) return [];
    const [audio] = await Promise.all([
      ask({ method: 'GET', url: '/audio/detail', params: { id } }),
      ask({ method: 'GET', url: '/comment/list', params: { audioId: id, type: 'audio', perPage: PAGE_SIZE.comments, page: 0 } }),
    ]);
    const episode = audio as { audioSeriesId?: unknown; preview?: string | null } | undefined;
    // Previous/next walk the episode's series (podcast-detail-page's SERIES_QUEUE_SIZE).
    if (typeof episode?.audioSeriesId === 'number') await ask({ method: 'GET', url: '/audio/series/audio/list', params: { audioSeriesId: episode.audioSeriesId, page: 0, perPage: 100 } });
    return single(episode?.preview, IMAGE_SIZES.courseCover);
  },
};

/** The shell's own first read that is the same for every visitor (the header's navigation). */
const SHELL_READS: FirstRead[] = [{ method: 'GET', url: '/navigation/list' }];

function paramsOf(pattern: string, pathname: string): Params {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return Object.fromEntries(want.flatMap((segment, i) => (segment.startsWith(':') ? [[segment.slice(1), have[i]]] : [])));
}

/** The page of spec 2 at `pathname` and its path parameters, or null for no page. */
export function pageOf(pathname: string): { id: PageId; params: Params } | null {
  const id = pageIdForPath(pathname);
  return id ? { id, params: paramsOf(paths[id].path, pathname) } : null;
}

/** Runs the first reads of the page at `pathname` through `ask`; gives the images that may be its largest paint. */
export async function runFirstReads(pathname: string, query: URLSearchParams, ask: Ask): Promise<LcpImage[]> {
  const page = pageOf(pathname);
  const reads = page ? PAGE_READS[page.id] : undefined;
  const [image] = await Promise.all([page && reads ? reads(page.params, ask, query) : Promise.resolve([]), ...SHELL_READS.map(ask)]);
  return image;
}
