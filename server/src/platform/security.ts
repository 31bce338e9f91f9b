import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { browserOriginOf, s3SettingsOf } from '../modules/storage/s3-settings';
import type { Config } from './config';
import { BusinessError, HttpCode } from './errors';

/** 180 days, helmet's default. */
const HSTS_MAX_AGE_SECONDS = 15552000;

/** Helmet's options for this deployment. The CSP fits the shell: Module Federation loads remote entries as same-origin scripts. */
export function helmetOptions(config: Config): HelmetOptions {
  const https = config.PUBLIC_URL.startsWith('https:');
  // STORAGE=s3: the browser posts uploads to the bucket and plays media from presigned URLs there.
  const bucket = config.STORAGE === 's3' ? [browserOriginOf(s3SettingsOf(config))] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The shell reads its settings from a JSON data block, so no inline script needs to run.
        scriptSrc: ["'self'"],
        // Arco and the player set inline styles; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', ...bucket],
        // Video players (hls.js and the like) run their demuxer in a blob: worker.
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...bucket],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Only over https: upgrading on a plain-http deployment would break every request.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Runs helmet's middleware once against a recording response. Every directive above is a constant
 * (no per-request function, no nonce), so the headers are the same for every request: computing
 * them once replaces @fastify/helmet, which rebuilt the whole middleware on every request. (Its one
 * removal, X-Powered-By, is a header Fastify never sends.)
 */
export function helmetHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name.toLowerCase(), String(value)]);
      return recorder;
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers a JSON answer needs (OWASP's REST set): it is never a document a browser runs, so
 * the document-only headers (script sources, referrer and opener policies, Permissions-Policy,
 * legacy IE and Flash switches) do nothing there, and at API rates their bytes cost about a third
 * of the request (docs/performance.md). Opened in a tab it still may not be framed, sniffed into
 * something runnable, or read by another site's no-cors request.
 */
export function apiHeaders(config: Config): [name: string, value: string][] {
  const https = config.PUBLIC_URL.startsWith('https:');
  return [
    ['content-security-policy', "default-src 'none';frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ...(https ? ([['strict-transport-security', `max-age=${HSTS_MAX_AGE_SECONDS}`]] as [string, string][]) : []),
  ];
}

/**
 * Security headers on every answer, chosen on the way out by what the answer is: a JSON answer gets
 * the API set, anything else (the HTML page, files, RSS, the payment and sign-in pages) helmet's
 * set plus Permissions-Policy. A header the route set itself (an upload's sandbox CSP) is kept.
 * Also the member cache rule. One callback hook: no promise per request.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const documentSet = [...helmetHeaders(helmetOptions(config)), ['permissions-policy', PERMISSIONS_POLICY] as [string, string]];
  const apiSet = apiHeaders(config);
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const headers = typeof type === 'string' && type.startsWith('application/json') ? apiSet : documentSet;
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    // An answer to a signed-in member (or one that signs in) may hold their data (email, likes):
    // no shared or browser cache keeps it. Routes that set their own caching (files, media) keep it.
    if (!reply.hasHeader('cache-control') && (request.currentUser !== null || reply.hasHeader('set-cookie'))) {
      reply.header('Cache-Control', 'private, no-store');
    }
    done(null, payload);
  });
}

/** Browser features the site never uses; fullscreen and picture-in-picture stay for the video player. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=()';

const STATE_CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

const allowedOrigins = (config: Config) => new Set([config.PUBLIC_URL, ...config.ALLOWED_ORIGINS].map((url) => new URL(url).origin));

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * For GET calls that change state anyway (logout): refuses a request another site started — a
 * link, image or form elsewhere riding on the member's cookie. Sec-Fetch-Site decides when the
 * browser sends it ('same-site' passes: a sibling host such as an SSO page); otherwise an Origin or
 * Referer naming another origin is refused. Typed URLs, bookmarks and non-browsers send none and pass.
 */
export function refuseCrossSite(request: FastifyRequest, config: Config): void {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') {
    if (site === 'cross-site') throw crossOrigin();
    return;
  }
  const allowed = allowedOrigins(config);
  const own = originOf(`${request.protocol}://${request.host}`);
  for (const header of [request.headers.origin, request.headers.referer]) {
    if (typeof header !== 'string' || header === '') continue;
    const origin = originOf(header);
    if (origin !== own && (origin === null || !allowed.has(origin))) throw crossOrigin();
  }
}

/**
 * Refuses state-changing requests that a browser sends from another origin (CSRF), on top of
 * SameSite=Lax cookies. Browsers always send Origin on cross-origin POST/PUT/DELETE/PATCH, and
 * Sec-Fetch-Site when they support it; clients that send neither (curl, server-to-server) are not
 * browsers riding on someone's cookie, so they pass.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const allowed = allowedOrigins(config);
  // A callback hook with an early exit: reads (most requests) cost one set look-up, no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const own = `${request.protocol}://${request.host}`;
      return done(origin === own || allowed.has(origin) ? undefined : crossOrigin());
    }
    const site = request.headers['sec-fetch-site'];
    done(site === 'cross-site' || site === 'same-site' ? crossOrigin() : undefined);
  });
}

function crossOrigin(): BusinessError {
  return new BusinessError(HttpCode.Forbidden, '拒绝来自其他站点的请求', 403);
}
