import type { FastifyBaseLogger } from 'fastify';
import type { PageId, ShellPageData, User } from '@site/shared/contract';
import type { Db } from '../../platform/db';
import type { CurrentUser } from '../../platform/session';
import type { SharedReads } from '../../platform/read-cache';
import { latestBulletin } from '../common/repository';
import { firstScreenHtml } from './first-screen';
import { pageOf } from './route-first-reads';
import { jsonForScript } from './html-escape';

/**
 * Pages whose largest paint is a card or cover their remote's code draws (route-first-reads preloads it):
 * when the server has nothing of theirs to draw (no shot yet, a series without a cover, a shot beside the
 * curation panel, a teacher's page), their frame is left to the code too. Drawn early it would not move that
 * paint and would only let Lighthouse count more of the start-up's long tasks in the blocking time.
 */
const PAINTED_BY_THEIR_CODE: ReadonlySet<PageId> = new Set(['courses', 'appCourses', 'teacher', 'shots', 'shotDetail', 'podcast']);

export interface ShellPage {
  /** The frame's data block, for the head. */
  head: string;
  /** The frame drawn before any script (first-screen.ts), for the page's root; empty on the pages painted by their code. */
  firstScreen: string;
  /**
   * What a server render of the page (issue 41) reads instead of the head's data block: the bulletin as this
   * browser shows it (left out when its cookie says it was closed), so the render draws the bar the browser will.
   */
  renderData?: ShellPageData;
}

/**
 * What the shell's HTML carries besides the settings, so the first paint needs no request for it: the notice
 * bar's bulletin (a bar that appeared after the first paint pushed the whole page down) and, on the pages drawn
 * in the browser, the frame itself, drawn before any script runs (the pages rendered on the server, issue 41,
 * come with their own render instead). It also says whether the request carried a session, so a visitor on a
 * page that needs a login is sent home before that page's code loads. A database failure leaves all of it out:
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
  try {
    // Every page load asks for this, so it is kept until a bulletin write drops it.
    const bulletin = await reads.get('shell-head', ['bulletins'], () => latestBulletin(db));
    const data: ShellPageData = { bulletin, signedIn, ...(page.account ? { user: page.account } : {}) };
    const head = `<script id="site-data" type="application/json">${jsonForScript(data)}</script>`;
    const shownBulletin = bulletin && page.closedBulletin !== String(bulletin.id) ? bulletin : null;
    const drawn = !(target && PAINTED_BY_THEIR_CODE.has(target.id));
    const firstScreen = drawn ? firstScreenHtml({ siteName: page.siteName, bulletin: shownBulletin }) : '';
    return { head, firstScreen, renderData: { ...data, bulletin: shownBulletin } };
  } catch (error) {
    log.warn({ err: error }, 'shell page data unavailable; the shell loads it itself');
    return { head: '', firstScreen: '' };
  }
}
