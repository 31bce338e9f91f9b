/**
 * Answers the server embeds in a page for the requests its route makes first (visitors only), so the
 * page needs no round trip for them. The server and the API client name a request the same way with
 * `requestKey`, so an embedded answer is taken only by the identical request.
 */

/** The JSON data block's id in the page. */
export const EMBEDDED_ANSWERS_ID = 'route-data';

/** An embedded answer is taken only this long after the page started; later the request goes out as usual. */
export const EMBEDDED_ANSWER_MAX_AGE_MS = 20_000;

/** What the data block holds: the path the page was served for and each request's envelope, by key. */
export interface EmbeddedAnswers {
  path: string;
  answers: Record<string, unknown>;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with object keys sorted at every level, so two equal bodies built in another order match. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value as Json) ?? 'null';
}

/**
 * One name for a request: method, API path (without /api_v1), query parameters sorted (from the URL and
 * `params`; undefined and null left out, as the HTTP client does) and the body in canonical JSON.
 */
export function requestKey(method: string, url: string, params?: object | null, body?: unknown): string {
  const parsed = new URL(url, 'http://api.invalid');
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) parsed.searchParams.append(name, String(value));
  }
  parsed.searchParams.sort();
  const query = parsed.searchParams.toString();
  return `${method.toUpperCase()} ${parsed.pathname}${query ? `?${query}` : ''}${body === undefined ? '' : ` ${canonical(body)}`}`;
}

/** The data block of a server-rendered page (issue 41): the answers it was drawn with, by useRequest key. */
export const PAGE_DATA_ID = 'page-data';

/** One answer a server-rendered page was drawn with: the data, or the error its request rejected with. */
export type PageDataAnswer = { data: unknown; error?: undefined } | { data?: undefined; error: { code: number; message: string; fields?: Record<string, string> } };

/** What a server-rendered page's data block holds: the path it was drawn for and each answer by key. */
export interface PageDataBlock {
  path: string;
  answers: Record<string, PageDataAnswer>;
  /** When the server drew the page (ms since 1970): what "3分钟前" counted from, so the takeover counts the same. */
  renderedAt: number;
}

/**
 * One API call of a server render, as the shell's server build asks the server to answer it in process (Fastify's
 * inject): path and query with /api_v1. The server keeps these with a member's kept page (member-page-memo).
 */
export interface RenderCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A render call's answer as the render receives it. */
export interface RenderAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}
