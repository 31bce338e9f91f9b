import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_SIZES, imageUrl, type PageId, type ShellPageData, type User } from '@site/shared/contract';
import type { Db } from '../../platform/db';
import type { CurrentUser } from '../../platform/session';
import type { SharedReads } from '../../platform/read-cache';
import { latestBulletin, listBanners } from '../common/repository';
import { firstScreenHtml, homePageHtml } from './first-screen';
import { pageOf } from './route-first-reads';
import { escapeAttribute, jsonForScript } from './html-escape';


/**
 * Pages whose largest paint is a card or cover their remote's code draws (route-first-reads preloads it):
 * when the server has nothing of theirs to draw (no shot yet, a series without a cover, a shot beside the
 * curation panel, a teacher's page), their frame is left to the code too. Drawn early it would not move that
 * paint and would only let Lighthouse count more of the start-up's long tasks in the blocking time.
 */
const PAINTED_BY_THEIR_CODE: ReadonlySet<PageId> = new Set(['courses', 'appCourses', 'teacher', 'shots', 'shotDetail', 'podcast']);

export interface ShellPage {
  /** Data blocks and the first banner's preload, for the head. */
  head: string;
  /** The first screen, for the page's root (first-screen.ts); empty on the pages painted by their code. */
  firstScreen: string;
  /**
   * What a server render of the page (issue 41) reads instead of the head's data block: the bulletin as this
   * browser shows it (left out when its cookie says it was closed), so the render draws the bar the browser will.
   */
  renderData?: ShellPageData;
}

/**
 * What the shell's HTML carries besides the settings, so the first paint needs no request for it:
 * the notice bar's bulletin (a bar that appeared after the first paint pushed the whole page down),
 * on the home page a high-priority preload of the first banner (the largest paint on phones; the URL
 * the carousel's first <img> asks for, so the preloaded answer is reused), and the first screen itself,
 * drawn before any script runs: the frame, with the home page's banner row (the pages rendered on the server,
 * issue 41, have none: their own render replaces it). It also says whether the request carried a session, so a visitor on a page
 * that needs a login is sent home before that page's code loads. A database failure leaves all of it out:
 * the shell then asks the API itself.
 */
export async function shellPage(
  db: Db,
  reads: SharedReads,
  page: { urlPath: string; query: URLSearchParams; viewer: CurrentUser | null; siteName: string; closedBulletin: string | undefined; account?: User },
  log: FastifyBaseLogger,
): Promise<ShellPage> {
  const { urlPath } = page;
  const signedIn = page.viewer !== null;
  const target = pageOf(urlPath);
  const home = target?.id === 'home';
  try {
    // Every page load asks for this, so it is kept until a bulletin or banner write drops it.
    const [bulletin, main, side] = await reads.get(`shell-head:${home ? 'home' : 'page'}`, ['bulletins', 'site'], () =>
      Promise.all([
        latestBulletin(db),
        home ? listBanners(db, 'course-home') : Promise.resolve([]),
        home ? listBanners(db, 'course-home-child-banner') : Promise.resolve([]),
      ]),
    );
    const data: ShellPageData = { bulletin, signedIn, ...(page.account ? { user: page.account } : {}) };
    let head = `<script id="site-data" type="application/json">${jsonForScript(data)}</script>`;
    const first = main[0];
    if (first?.preview) {
      head += `<link rel="preload" as="image" href="${escapeAttribute(imageUrl(first.preview, IMAGE_SIZES.banner))}" fetchpriority="high">`;
    }
    const shownBulletin = bulletin && page.closedBulletin !== String(bulletin.id) ? bulletin : null;
    // The other pages get their frame alone: on the tools, the timetable or the health sign-in the notice
    // bar's text is the largest paint, and now it needs no script.
    const content = home ? homePageHtml({ main, side }) : '';
    const drawn = content !== '' || !(target && PAINTED_BY_THEIR_CODE.has(target.id));
    const firstScreen = drawn ? firstScreenHtml({ siteName: page.siteName, bulletin: shownBulletin, page: content }) : '';
    return { head, firstScreen, renderData: { ...data, bulletin: shownBulletin } };
  } catch (error) {
    log.warn({ err: error }, 'shell page data unavailable; the shell loads it itself');
    return { head: '', firstScreen: '' };
  }
}
