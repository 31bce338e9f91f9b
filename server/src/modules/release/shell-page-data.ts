import type { FastifyBaseLogger } from 'fastify';
import type { ShellPageData, User } from '@site/shared/contract';
import type { Db } from '../../platform/db';
import type { CurrentUser } from '../../platform/session';
import type { SharedReads } from '../../platform/read-cache';
import { latestBulletin } from '../common/repository';
import { jsonForScript } from './html-escape';

export interface ShellPage {
  /** The frame's data block, for the head. */
  head: string;
  /**
   * What a server render of the page (issue 41) reads instead of the head's data block: the bulletin as this
   * browser shows it (left out when its cookie says it was closed), so the render draws the bar the browser will.
   */
  renderData?: ShellPageData;
}

/**
 * What the shell's HTML carries besides the settings, so the first paint needs no request for it: the notice
 * bar's bulletin (a bar that appeared after the first paint pushed the whole page down), which the server's render
 * of the frame draws too. It also says whether the request carried a session, so a visitor on a page that needs a
 * login is sent home before that page's code loads. A database failure leaves all of it out: the shell then asks
 * the API itself.
 */
export async function shellPage(
  db: Db,
  reads: SharedReads,
  page: { viewer: CurrentUser | null; closedBulletin: string | undefined; account?: User },
  log: FastifyBaseLogger,
): Promise<ShellPage> {
  const signedIn = page.viewer !== null;
  try {
    // Every page load asks for this, so it is kept until a bulletin write drops it.
    const bulletin = await reads.get('shell-head', ['bulletins'], () => latestBulletin(db));
    const data: ShellPageData = { bulletin, signedIn, ...(page.account ? { user: page.account } : {}) };
    const head = siteDataHead(data, page.account);
    const shownBulletin = bulletin && page.closedBulletin !== String(bulletin.id) ? bulletin : null;
    return { head, renderData: { ...data, bulletin: shownBulletin } };
  } catch (error) {
    log.warn({ err: error }, 'shell page data unavailable; the shell loads it itself');
    return { head: '' };
  }
}

/**
 * The head's data block last written for each member's account (the object their cached reads keep) and for
 * visitors, with the bulletin it carries: written again only when one of them is another object.
 */
const memberHeads = new WeakMap<User, { bulletin: unknown; head: string }>();
const visitorHeads = new Map<boolean, { bulletin: unknown; head: string }>();

function siteDataHead(data: ShellPageData, account: User | undefined): string {
  const last = account ? memberHeads.get(account) : visitorHeads.get(data.signedIn);
  if (last?.bulletin === data.bulletin) return last.head;
  const written = { bulletin: data.bulletin, head: `<script id="site-data" type="application/json">${jsonForScript(data)}</script>` };
  if (account) memberHeads.set(account, written);
  else visitorHeads.set(data.signedIn, written);
  return written.head;
}
