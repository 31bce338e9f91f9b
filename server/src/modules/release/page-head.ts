import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, IMAGE_SIZES, imageUrl, pageTitle, paths, type App, type Audio, type Course, type Shot, type Teacher } from '@site/shared/contract';
import { escapeAttribute, escapeText, scriptSafeJson } from './html-escape';
import { idOf, pageOf } from './route-first-reads';
import { firstReadCall, injectRead } from './route-first-data';
import type { KeptAnswer } from '../../platform/read-cache';
import type { FirstRead } from './route-first-reads';

/** What the page answer carries for crawlers and share cards before any script runs. */
export interface PageHead {
  /** 404 for a path that is no page, or a course, shot, episode, teacher or app that does not exist. */
  status: 200 | 404;
  /** <title>, description, canonical URL, Open Graph tags and, on a detail page, schema.org JSON-LD. */
  tags: string;
  /** False when a read failed or came late and the route's own title stands in: such a head is not kept. */
  complete: boolean;
}

/** A page's public description, from its own data. */
interface Described {
  title: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'article' | 'video.other' | 'music.song' | 'profile';
  jsonLd?: Record<string, unknown>;
}

/** The not-found page's title (the shell's NotFoundPage shows the same). */
export const NOT_FOUND_TITLE = '页面不存在';
const DESCRIPTION_LENGTH = 120;

/** Answers that mean the row does not exist (or is not public), as the detail APIs give them. */
const NOT_FOUND_CODES = new Set<number>([ErrorCode.CourseNotFound, ErrorCode.ShotNotFound, ErrorCode.ShotDisabledByAdmin, ErrorCode.AudioNotFound]);

/** Plain text of rich text, cut for a description. */
export function plainText(html: string, length = DESCRIPTION_LENGTH): string {
  const text = html
    .replace(/<(script|style)\b[^]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return [...text].length > length ? `${[...text].slice(0, length - 1).join('')}…` : text;
}

type Read = (read: FirstRead) => Promise<{ found: true; data: unknown } | { found: false } | { failed: true }>;
type Describe = (params: Record<string, string>, read: Read, siteName: string) => Promise<Described | 'missing' | null>;

/** A detail read: the row, 'missing' when the API says it does not exist, null when it could not tell. */
async function detail<T>(read: Read, request: FirstRead): Promise<T | 'missing' | null> {
  const answer = await read(request);
  if ('failed' in answer) return null;
  return answer.found ? (answer.data as T) : 'missing';
}

const absolute = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

/** Each detail page of spec 2 described from the same read its remote makes. */
const DESCRIBE: Partial<Record<keyof typeof paths, Describe>> = {
  courseDetail: async (params, read, siteName) => {
    const courseId = idOf(params.courseId);
    if (courseId === null) return 'missing';
    const course = await detail<Course>(read, { method: 'GET', url: '/course/detail', params: { courseId } });
    if (course === null || course === 'missing') return course;
    const description = course.subtitle || plainText(course.description ?? '');
    const teachers = (course.teacherInfo ?? []).map((teacher) => teacher.nickname || teacher.username).filter(Boolean);
    return {
      title: course.title,
      description,
      image: course.preview ? imageUrl(course.preview, IMAGE_SIZES.courseCover) : null,
      type: 'video.other',
      jsonLd: {
        '@type': 'Course',
        name: course.title,
        description: description || course.title,
        provider: { '@type': 'Organization', name: siteName },
        ...(teachers.length ? { instructor: teachers.map((name) => ({ '@type': 'Person', name })) } : {}),
        offers: { '@type': 'Offer', category: course.free ? 'Free' : 'Paid', price: (course.free ? 0 : course.price / 100).toFixed(2), priceCurrency: 'CNY' },
      },
    };
  },
  shotDetail: async (params, read) => {
    const id = idOf(params.id);
    if (id === null) return 'missing';
    const shot = await detail<Shot>(read, { method: 'GET', url: '/shot/detail', params: { id } });
    if (shot === null || shot === 'missing') return shot;
    const author = shot.user?.nickname || shot.user?.username || '';
    const description = plainText(shot.content ?? '') || `${author}的作品`;
    return {
      title: shot.title,
      description,
      image: shot.preview ? imageUrl(shot.preview, IMAGE_SIZES.shotCover) : null,
      type: 'article',
      jsonLd: { '@type': 'CreativeWork', name: shot.title, description, ...(author ? { author: { '@type': 'Person', name: author } } : {}) },
    };
  },
  podcastDetail: async (params, read, siteName) => {
    const id = idOf(params.audioId);
    if (id === null) return 'missing';
    const audio = await detail<Audio>(read, { method: 'GET', url: '/audio/detail', params: { id } });
    if (audio === null || audio === 'missing') return audio;
    const description = plainText(audio.description || audio.content || '');
    return {
      title: audio.title,
      description,
      image: audio.preview ? imageUrl(audio.preview, IMAGE_SIZES.courseCover) : null,
      type: 'music.song',
      jsonLd: {
        '@type': 'PodcastEpisode',
        name: audio.title,
        description: description || audio.title,
        ...(audio.createdAt ? { datePublished: audio.createdAt.slice(0, 10) } : {}),
        ...(audio.duration ? { timeRequired: `PT${Math.round(audio.duration)}S` } : {}),
        partOfSeries: { '@type': 'PodcastSeries', name: `${siteName}播客` },
      },
    };
  },
  teacher: async (params, read, siteName) => {
    if (!params.username) return 'missing';
    const teacher = await detail<Teacher>(read, { method: 'GET', url: '/account/public/info', params: { username: params.username } });
    if (teacher === null || teacher === 'missing') return teacher;
    const name = teacher.nickname || teacher.username;
    return {
      title: `${name}的主页`,
      description: `${name}在${siteName}的课程`,
      image: teacher.avatar ? imageUrl(teacher.avatar, IMAGE_SIZES.avatar) : null,
      type: 'profile',
    };
  },
  appCourses: async (params, read, siteName) => {
    const appId = idOf(params.appId);
    if (appId === null) return 'missing';
    const apps = await detail<App[]>(read, { method: 'GET', url: '/course/software/list' });
    if (apps === null || apps === 'missing') return null;
    const app = apps.find((item) => item.id === appId);
    if (!app) return 'missing';
    return { title: `${app.name}课程`, description: `${siteName}的 ${app.name} 课程` };
  },
};

function headTags(described: Described, canonical: string, siteName: string, publicUrl: string): string {
  const title = pageTitle(described.title, siteName);
  const image = described.image ? absolute(publicUrl, described.image) : null;
  const meta = (attribute: 'name' | 'property', key: string, value: string | null | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">` : '';
  let tags = `<title>${escapeText(title)}</title>`;
  tags += meta('name', 'description', described.description);
  tags += `<link rel="canonical" href="${escapeAttribute(canonical)}">`;
  tags += meta('property', 'og:type', described.type ?? 'website');
  tags += meta('property', 'og:site_name', siteName);
  tags += meta('property', 'og:title', described.title || siteName);
  tags += meta('property', 'og:description', described.description);
  tags += meta('property', 'og:url', canonical);
  tags += meta('property', 'og:image', image);
  if (described.jsonLd) {
    const data = { '@context': 'https://schema.org', url: canonical, ...described.jsonLd, ...(image ? { image } : {}) };
    tags += `<script type="application/ld+json">${scriptSafeJson(JSON.stringify(data))}</script>`;
  }
  return tags;
}

/**
 * The head of the page at `pathname`: its title with the site-name suffix (spec 2), description, canonical
 * URL and share-card tags, read as a visitor through the API (read cache) within `budgetMs`. A path that is
 * no page answers 404, and so does a detail page whose row the API says does not exist, for visitors: a
 * signed-in member may be the owner of an unpublished shot, so their page is never called missing here.
 * A read that fails or is late leaves the route's own title and a 200.
 */
export async function pageHead(app: FastifyInstance, request: FastifyRequest, pathname: string, budgetMs: number): Promise<PageHead> {
  const { SITE_NAME: siteName, PUBLIC_URL: publicUrl } = app.ctx.config;
  const canonical = absolute(publicUrl, pathname);
  const page = pageOf(pathname);
  if (!page) return { status: 404, tags: headTags({ title: NOT_FOUND_TITLE }, canonical, siteName, publicUrl), complete: true };
  // The route's own title, as its page sets it in the browser (the home page's too), so the tab never flips.
  const fallback: Described = { title: paths[page.id].title, description: page.id === 'home' ? `${siteName}：设计课程、学员作品、设计工具与播客` : undefined };
  const describe = DESCRIBE[page.id];
  if (!describe || request.method === 'HEAD' || budgetMs === 0) return { status: 200, tags: headTags(fallback, canonical, siteName, publicUrl), complete: true };

  // A detail page's head drawn from an answer the read cache keeps is the same while that answer is.
  const heads = keptHeadsOf(app);
  const known = heads.get(canonical);
  if (known && app.ctx.keptAnswer(null, known.call) === known.kept) {
    heads.delete(canonical);
    heads.set(canonical, known);
    return known.head;
  }
  let failed = false;
  const reads: { call: ReturnType<typeof firstReadCall>; kept?: KeptAnswer }[] = [];
  const read: Read = async (firstRead) => {
    try {
      const response = await injectRead(app, request, firstRead);
      reads.push({ call: firstReadCall(firstRead), kept: response.kept });
      const body = JSON.parse(response.body) as { data?: unknown; error?: { code?: number } };
      if (response.statusCode === 200 && 'data' in body) return { found: true, data: body.data };
      if (response.statusCode === 404 || NOT_FOUND_CODES.has(body.error?.code ?? -1)) return { found: false };
      failed = true;
      return { failed: true };
    } catch (error) {
      request.log.warn({ err: error, url: firstRead.url }, 'page head read failed; the page keeps its route title');
      failed = true;
      return { failed: true };
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  const described = await Promise.race([describe(page.params, read, siteName).catch(() => null), late]);
  clearTimeout(timer);
  if (described === 'missing') {
    if (request.currentUser !== null) return { status: 200, tags: headTags(fallback, canonical, siteName, publicUrl), complete: true };
    return { status: 404, tags: headTags({ title: NOT_FOUND_TITLE }, canonical, siteName, publicUrl), complete: true };
  }
  const head: PageHead = { status: 200, tags: headTags(described ?? fallback, canonical, siteName, publicUrl), complete: described !== null && !failed };
  const [only] = reads;
  if (head.complete && reads.length === 1 && only.kept) {
    heads.set(canonical, { call: only.call, kept: only.kept, head });
    if (heads.size > KEPT_HEADS) heads.delete(heads.keys().next().value as string);
  }
  return head;
}

/** Detail pages' heads kept at once, per app (the most recently used stay). */
const KEPT_HEADS = 2_000;
const keptHeads = new WeakMap<FastifyInstance, Map<string, { call: ReturnType<typeof firstReadCall>; kept: KeptAnswer; head: PageHead }>>();

/** By canonical URL: each head with the read it was drawn from and the kept answer that read had. */
function keptHeadsOf(app: FastifyInstance) {
  let heads = keptHeads.get(app);
  if (!heads) keptHeads.set(app, (heads = new Map()));
  return heads;
}
