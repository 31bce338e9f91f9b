import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMBEDDED_ANSWERS_ID, requestKey, type RenderCall } from '@site/shared/contract';
import { runFirstReads, type FirstRead, type LcpImage } from './route-first-reads';
import { escapeAttribute, scriptSafeJson } from './html-escape';
import { callApi, type ApiAnswer } from './api-call';

/** An answer above this is not embedded (the page would grow more than the round trip it saves). */
const MAX_ANSWER_BYTES = 128 * 1024;
const API_PREFIX = '/api_v1';

/** The high-priority preload of a page's largest image, with the srcset/sizes its <img> uses so the browser reuses it. */
export function imagePreloadTag(image: LcpImage): string {
  const set = image.srcSet ? ` imagesrcset="${escapeAttribute(image.srcSet)}" imagesizes="${escapeAttribute(image.sizes ?? '100vw')}"` : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(image.src)}"${set} fetchpriority="high">`;
}

/** A first read's URL as the remote asks it (query in the params' order). */
const readUrl = (read: FirstRead) =>
  `${API_PREFIX}${read.url}${read.params ? `?${new URLSearchParams(Object.entries(read.params).map(([k, v]): [string, string] => [k, String(v)]))}` : ''}`;

/** A first read as the API call it is (the read cache's key of a visitor's answer). */
export function firstReadCall(read: FirstRead): RenderCall {
  return { method: read.method, url: readUrl(read), headers: {}, ...(read.body ? { payload: JSON.stringify(read.body) } : {}) };
}

/**
 * One read made through the API itself, as a visitor at the requester's own address (per-visitor counters,
 * such as shot views, count them as the API call would), so the read cache and its invalidation rules hold.
 */
export function injectRead(app: FastifyInstance, request: FastifyRequest, read: FirstRead): Promise<ApiAnswer> {
  return callApi(app, request, firstReadCall(read), { asVisitor: true });
}

/**
 * Head tags that give a visitor's page its route's first answers and its largest image at once: the
 * answers the page's remote would ask for first, each the exact bytes the API sends a visitor (made
 * through the API itself, so the read cache serves them on a hot path and its invalidation rules hold),
 * in a JSON data block the API client hands out once; and a preload of the page's largest image.
 * A signed-in member gets neither: their answers carry their own flags (hasBought, hasLiked) and are
 * never cached. A page with a query string gets neither either (its filters change what it asks).
 */
export async function routeFirstDataTags(app: FastifyInstance, request: FastifyRequest, pathname: string): Promise<string> {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const onlyKnown = [...query.keys()].every((name) => name === 'series');
  // The wait is bounded (FIRST_READS_BUDGET_MS): on a hot path the reads are read-cache hits; a cold read
  // that takes longer is left to the page (it asks as before) and still warms the cache for the next visitor.
  const budget = app.ctx.config.FIRST_READS_BUDGET_MS;
  // HEAD gets no body: no reads (they would count a shot view for nothing).
  if (request.currentUser !== null || !onlyKnown || budget === 0 || request.method === 'HEAD') return '';
  const answers: string[] = [];
  /** Set once the page is written: a read that answers later only warms the cache. */
  let sent = false;
  const ask = async (read: FirstRead): Promise<unknown> => {
    const url = readUrl(read);
    try {
      const response = await injectRead(app, request, read);
      if (response.statusCode !== 200 || !String(response.headers['content-type'] ?? '').startsWith('application/json')) return undefined;
      const body = response.body;
      const parsed = JSON.parse(body) as { data?: unknown };
      if (!('data' in parsed)) return undefined;
      if (body.length <= MAX_ANSWER_BYTES && !sent) answers.push(`${JSON.stringify(requestKey(read.method, read.url, read.params, read.body))}:${body}`);
      return parsed.data;
    } catch (error) {
      request.log.warn({ err: error, url }, 'first read of the page failed; the page asks for it itself');
      return undefined;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), budget);
  });
  const outcome = await Promise.race([runFirstReads(pathname, query, ask).catch(() => []), late]);
  clearTimeout(timer);
  const images = outcome === 'late' ? [] : outcome;
  sent = true;
  // The API's bytes spliced in as they are (they are JSON); `<` escaped so no text can close the element.
  const block = scriptSafeJson(`{"path":${JSON.stringify(pathname)},"answers":{${answers.join(',')}}}`);
  let tags = answers.length ? `<script id="${EMBEDDED_ANSWERS_ID}" type="application/json">${block}</script>` : '';
  for (const image of images) tags += imagePreloadTag(image);
  return tags;
}
