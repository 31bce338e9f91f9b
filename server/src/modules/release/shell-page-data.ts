import type { FastifyBaseLogger } from 'fastify';
import { IMAGE_SIZES, imageUrl, type ShellPageData } from '@site/shared/contract';
import type { DbOrTx } from '../../platform/db';
import { latestBulletin, listBanners } from '../common/repository';

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What the shell's HTML carries besides the settings, so the first paint needs no request for it:
 * the notice bar's bulletin (a bar that appeared after the first paint pushed the whole page down),
 * and on the home page a high-priority preload of the first banner (the largest paint on phones), which
 * the browser then fetches while the scripts are still loading. The banner URL is the one the carousel's
 * first <img> asks for, so the preloaded answer is reused. A database failure leaves both out: the
 * shell then asks for the bulletin itself.
 */
export async function shellPageHead(db: DbOrTx, urlPath: string, log: FastifyBaseLogger): Promise<string> {
  try {
    const [bulletin, banners] = await Promise.all([latestBulletin(db), urlPath === '/' ? listBanners(db, 'course-home') : Promise.resolve([])]);
    const data: ShellPageData = { bulletin };
    let head = `<script id="site-data" type="application/json">${escapeJson(data)}</script>`;
    const first = banners[0];
    if (first?.preview) {
      head += `<link rel="preload" as="image" href="${escapeAttribute(imageUrl(first.preview, IMAGE_SIZES.banner))}" fetchpriority="high">`;
    }
    return head;
  } catch (error) {
    log.warn({ err: error }, 'shell page data unavailable; the shell loads it itself');
    return '';
  }
}

/** Puts the page's head additions before </head> (or in front when the file has none). */
export function withPageHead(html: string, head: string): string {
  if (!head) return html;
  return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : `${head}${html}`;
}
