import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { getHref, paths, type PageId } from '@site/shared/contract';
import type { Db } from '../../platform/db';
import { users } from '../account/tables';
import { audios } from '../audio/tables';
import { courses, courseTeachers } from '../course/tables';
import { shots } from '../shot/tables';
import { escapeText } from './html-escape';

/** The public pages a crawler may list: the ones a visitor can open (no account, editor, forms or admin). */
const LISTED_PAGES: PageId[] = ['home', 'courses', 'liveCourses', 'coursePlan', 'tools', 'shots', 'podcast'];
/** A sitemap file holds at most 50,000 URLs (sitemaps.org); the site stays far below, newest first. */
const MAX_URLS = 50_000;

interface SitemapUrl {
  path: string;
  lastModified?: Date;
}

/** Every public course, shot, episode and teacher, and the listing pages, as paths. */
export async function sitemapUrls(db: Db): Promise<SitemapUrl[]> {
  const [courseRows, shotRows, audioRows, teacherRows] = await Promise.all([
    db.select({ id: courses.id, createdAt: courses.createdAt }).from(courses).where(eq(courses.published, true)).orderBy(desc(courses.createdAt)).limit(MAX_URLS),
    db
      .select({ id: shots.id, updatedAt: shots.updatedAt })
      .from(shots)
      .where(and(eq(shots.status, 'published'), eq(shots.disabledByAdmin, false)))
      .orderBy(desc(shots.updatedAt))
      .limit(MAX_URLS),
    db.select({ id: audios.id, createdAt: audios.createdAt }).from(audios).orderBy(desc(audios.createdAt)).limit(MAX_URLS),
    db
      .selectDistinct({ username: users.username })
      .from(users)
      .innerJoin(courseTeachers, eq(courseTeachers.teacherId, users.id))
      .where(inArray(courseTeachers.courseId, db.select({ id: courses.id }).from(courses).where(eq(courses.published, true))))
      .orderBy(asc(users.username)),
  ]);
  const urls: SitemapUrl[] = [
    ...LISTED_PAGES.map((id) => ({ path: paths[id].path })),
    ...courseRows.map((row) => ({ path: getHref('courseDetail', { courseId: row.id }), lastModified: row.createdAt })),
    ...shotRows.map((row) => ({ path: getHref('shotDetail', { id: row.id }), lastModified: row.updatedAt })),
    ...audioRows.map((row) => ({ path: getHref('podcastDetail', { audioId: row.id }), lastModified: row.createdAt })),
    ...teacherRows.map((row) => ({ path: getHref('teacher', { username: row.username }) })),
  ];
  return urls.slice(0, MAX_URLS);
}

/** The sitemaps.org XML of the given paths on the site at `publicUrl`. */
export function sitemapXml(urls: SitemapUrl[], publicUrl: string): string {
  const entries = urls.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    return `<url><loc>${escapeText(new URL(path, publicUrl).toString())}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
}

/** robots.txt: everything public may be crawled; the API, the account's and the admin's pages may not. */
export function robotsTxt(publicUrl: string): string {
  const closed = ['/api_v1/', '/account', '/post/', '/admin', '/logout', '/promise', '/health-sign', '/media/'];
  return ['User-agent: *', ...closed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`, ''].join('\n');
}

/** /sitemap.xml (kept in the read cache until a course, shot, episode or user changes) and /robots.txt. */
export const crawlerRoutes: FastifyPluginAsync = async (app) => {
  const { PUBLIC_URL } = app.ctx.config;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await app.ctx.sharedReads.get('sitemap', ['courses', 'shots', 'audio', 'users'], async () => sitemapXml(await sitemapUrls(app.ctx.db), PUBLIC_URL));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robotsTxt(PUBLIC_URL)),
  );
};
