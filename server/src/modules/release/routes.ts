import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CLOSED_BULLETIN_COOKIE, PAGE_DATA_ID, pageIdForPath, remoteModulesForPath, visitorPagePath, type PageId, type RemoteName } from '@site/shared/contract';
import { remoteFileCacheControl, shellFileCacheControl } from './cache-policy';
import { toPublicRegistry, type PublicRegistry } from './public-registry';
import { createReleaseStore, releaseObjectsOf } from './create-release-store';
import { RegistryMirror } from './registry-mirror';
import { isRemoteName, type RegistryFile } from './registry-store';
import { createManifestReader, routeStartTags } from './route-preload';
import { createShellHtmlCache, siteConfigFor, withPageHead } from './shell-html';
import { pageHead } from './page-head';
import { createPageStylesheets, createServerPageRenderer, hoistFirstImagePreloads, SERVER_RENDERED_PAGES, type RenderedPage } from './page-render';
import { scriptSafeJson } from './html-escape';
import { routeFirstDataTags } from './route-first-data';
import { shellPage } from './shell-page-data';

/**
 * A server-rendered page is painted once its markup is parsed whole: on a slow phone the browser painted a
 * long page while still parsing it, a card's counts half there, and the card moved when the rest came.
 */
const WHOLE_PAGE_FIRST = '<link rel="expect" href="#page-end" blocking="render">';
/** The mark after the rendered root that ends the wait (the root itself counts as parsed at its start tag). */
const PAGE_END = '<span id="page-end" hidden></span>';
import { answerNotFound } from '../../platform/envelope';
import { API_PREFIX } from '../api-prefix';
import { isSecureRequest } from '../../platform/session';
import { LOAD_TICKET_COOKIE, LOAD_TICKET_MAX_AGE_MS, issueLoadTicket, networkOf } from './load-ticket';
import { countPageRender, releaseActive } from '../../platform/metrics';
import { autoRollbackSettings, recordServerBuildFailure } from './telemetry';
import { getAccountInfo } from '../account/service';
import { CACHE_TAGS } from '../../platform/invalidation';
import { keptAnswerOf, ReadCache, sendKept, type KeptAnswer } from '../../platform/read-cache';

/** Server-rendered pages kept whole for visitors (about 100 KB each): the most visited stay. */
const KEPT_PAGES = 500;
const HTML_TYPE = 'text/html; charset=utf-8';

/** The active version of each remote, as the render and the kept pages name them. */
const versionsOf = (active: PublicRegistry): Partial<Record<RemoteName, string>> => versionsWritten(active).versions;

/** Each registry's active versions, and as the kept pages' keys name them (made once per registry, not per page). */
const activeVersions = new WeakMap<PublicRegistry, { versions: Partial<Record<RemoteName, string>>; key: string }>();
function versionsWritten(active: PublicRegistry) {
  let known = activeVersions.get(active);
  if (!known) {
    const versions: Partial<Record<RemoteName, string>> = Object.fromEntries(active.remotes.map((remote) => [remote.name, remote.version]));
    activeVersions.set(active, (known = { versions, key: JSON.stringify(versions) }));
  }
  return known;
}

/** What a visitor's page depends on besides the data: its path and query, the active versions and the bulletin shown. */
const visitorPageKey = (url: string, active: PublicRegistry, bulletin: { id: number } | null): string => `${url}|${versionsWritten(active).key}|${bulletin?.id ?? '-'}`;

/** A visitor's page as sent also names the shell's build: a page kept from an older one names scripts that are gone. */
const sentPageKey = (url: string, active: PublicRegistry, bulletin: { id: number } | null, shellBuild: number): string =>
  `${visitorPageKey(url, active, bulletin)}|${shellBuild}`;

/** A page the server did not render (budget, failure): answered as before and never kept in the read cache. */
class NotRendered extends Error {}

/** Paths that belong to the API and other server routes: never answered with the shell's HTML. */
const SERVER_PREFIXES = ['/api_v1', '/mf/', '/files', '/media', '/dev/', '/pay/', '/api-docs', '/healthz', '/readyz', '/metrics', '/sso'];
const VERSION_PATH = /^\/?([a-z]+)\/([0-9A-Za-z._-]+)\/(?!\.)[^]*$/;
const SERVER_BUILD_PATH = /^\/?[a-z]+\/[0-9A-Za-z._-]+\/server\//;

/**
 * Serves the release registry, every released version of every remote (old ones stay served so open
 * tabs keep loading their chunks) and the shell with its SPA fallback.
 */
export const releaseRoutes: FastifyPluginAsync = async (app) => {
  const { RELEASES_DIR, SHELL_DIST } = app.ctx.config;
  await fs.promises.mkdir(RELEASES_DIR, { recursive: true });

  const store = await createReleaseStore(app.ctx.config, app.ctx.db, app.ctx.storage);
  app.ctx.releases = store;

  // File store: the registry is re-read on each request (a small file, replaced atomically), so a
  // release or rollback is live at once without a restart. Database store: each instance polls the
  // revision and keeps a local copy of the folders. If it is ever unreadable, the last good copy is served.
  let mirror: RegistryMirror | null = null;
  if (store.kind === 'database') {
    mirror = new RegistryMirror(app.ctx.db, store, await releaseObjectsOf(app.ctx.storage), app.log);
    await mirror.refresh().catch((error: unknown) => app.log.error({ err: error }, 'release registry not loaded at start'));
    mirror.start();
    app.addHook('onClose', async () => mirror?.stop());
  }
  let lastGood: RegistryFile = { remotes: {} };
  // The store answers the same object until the registry changes: its public form and each route's start tags
  // are made once per registry, not on every page answer.
  const publicRegistries = new WeakMap<RegistryFile, PublicRegistry>();
  const publicRegistryOf = (registry: RegistryFile): PublicRegistry => {
    let known = publicRegistries.get(registry);
    if (!known) publicRegistries.set(registry, (known = toPublicRegistry(registry)));
    return known;
  };
  const startTags = new WeakMap<PublicRegistry, Map<string, Promise<string>>>();
  const startTagsOf = (pathname: string, active: PublicRegistry): Promise<string> => {
    let byModules = startTags.get(active);
    if (!byModules) startTags.set(active, (byModules = new Map()));
    // Every course page renders the same modules: one entry for all of them.
    const modules = remoteModulesForPath(pathname)
      .map(({ remote, expose }) => `${remote}/${expose}`)
      .join(' ');
    let tags = byModules.get(modules);
    if (!tags) byModules.set(modules, (tags = routeStartTags(pathname, active, readManifest)));
    return tags;
  };
  // Ready once the registry can be served: the database store's first copy is made, the file store's file reads.
  app.ctx.readiness.add('releases', mirror ? () => mirror.loaded : async () => Boolean(await store.read()));
  const stopSampling = releaseActive.sample(async () => {
    const registry = mirror ? mirror.current() : await store.read().catch(() => lastGood);
    return Object.entries(registry.remotes).map(([remote, entry]) => ({ labels: { remote, version: entry.active }, value: 1 }));
  });
  app.addHook('onClose', async () => stopSampling());
  const currentRegistry = async (log: { error: (obj: object, msg: string) => void }) => {
    try {
      lastGood = mirror ? mirror.current() : await store.read();
    } catch (error) {
      log.error({ err: error }, 'registry unreadable, serving the last good copy');
    }
    return publicRegistryOf(lastGood);
  };
  app.get('/mf/registry.json', { schema: { hide: true } }, async (request, reply) => {
    return reply.header('cache-control', 'no-cache').type('application/json').send(await currentRegistry(request.log));
  });
  const readManifest = createManifestReader(RELEASES_DIR);

  await app.register(fastifyStatic, {
    root: RELEASES_DIR,
    prefix: '/mf/',
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'deny',
    index: false,
    // Only <remote>/<version>/<file>: never the registry internals, locks or staging folders.
    allowedPath: (pathName, root) => {
      // sendFile of the shell's files passes its own root; this rule is for the releases folder only.
      if (root !== RELEASES_DIR) return true;
      const match = VERSION_PATH.exec(pathName);
      // A release's server build (server/) is run by this server, never sent to a browser.
      return Boolean(match && isRemoteName(match[1]) && !match[2].startsWith('.') && !SERVER_BUILD_PATH.test(pathName));
    },
    setHeaders: (res, filePath) => {
      res.header('cache-control', remoteFileCacheControl(filePath));
      res.header('access-control-allow-origin', '*');
    },
  });

  const shellHtml = createShellHtmlCache(path.join(SHELL_DIST, 'index.html'), siteConfigFor(app.ctx.config), app.ctx.clock);
  const { renderPage, preload: preloadServerBuilds, countViewer } = createServerPageRenderer(app, {
    shellDist: SHELL_DIST,
    releasesDir: store.localDir,
    siteConfig: siteConfigFor(app.ctx.config),
    budgetMs: app.ctx.config.SERVER_RENDER_BUDGET_MS,
    onBrokenServerBuild: (request, { remote, version }) => {
      const failure = { remote, version, network: networkOf(request.ip), userId: request.currentUser?.id ?? null };
      recordServerBuildFailure(app.ctx.db, autoRollbackSettings(app.ctx.releases, app.ctx.config), failure, app.ctx.clock.now(), request.log).catch((error: unknown) =>
        request.log.error({ err: error, remote, version }, 'a broken server build could not be counted'),
      );
    },
  });
  const pageStylesheets = createPageStylesheets(SHELL_DIST, store.localDir, app.ctx.clock);
  /**
   * Every visitor of a page at the same versions and bulletin gets the same page (`key`): it is rendered once and
   * kept until a write drops any of the site's read-cache tags (its data may come from any of them). A visitor
   * given the kept render still counts where the page's calls count their viewer (a shot's view).
   */
  const keptForVisitors = async (request: FastifyRequest, key: string, pageId: PageId, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> => {
    let renderedNow = false;
    const done = await app.ctx.sharedReads
      .get(key, CACHE_TAGS, async () => {
        renderedNow = true;
        const fresh = await render();
        if (!fresh) throw new NotRendered();
        return fresh;
      })
      .catch((error: unknown) => {
        if (!(error instanceof NotRendered)) throw error;
        return null;
      });
    if (done && !renderedNow) {
      countPageRender(pageId, 'cached');
      await countViewer(request, done);
    }
    return done;
  };
  /**
   * A visitor's server-rendered page as the exact bytes sent, with its compressed copies: after the render itself
   * (kept above), putting the page together and compressing its ~100 KB cost more per visit than the JSON calls
   * it embeds. Kept by path and query, active versions and the bulletin shown, dropped like the render.
   */
  const visitorPages = app.ctx.config.READ_CACHE ? new ReadCache(KEPT_PAGES) : null;
  /** The calls of a visitor's kept page that count its viewer, asked again for each visitor it is sent to. */
  const visitorPageCounts = new WeakMap<KeptAnswer, Pick<RenderedPage, 'countedCalls'>>();
  if (visitorPages) {
    const unsubscribe = app.ctx.invalidation.subscribe((tags) => visitorPages.invalidate(tags));
    app.addHook('onClose', async () => unsubscribe());
  }
  /**
   * A member's page as sent, by the render it was put together from: a member's kept render (member-page-memo) comes
   * back as the same object, and with the same head around it the page is the same bytes, sent without putting it
   * together, encoding or compressing it again. Dropped with the render.
   */
  const memberPagesSent = new WeakMap<RenderedPage, { parts: string; kept: KeptAnswer }>();
  // In the background: the site answers at once, its pages are drawn in the browser until the builds are in.
  app.addHook('onReady', async () => {
    void currentRegistry(app.log).then((registry) => preloadServerBuilds(versionsOf(registry)));
  });

  // An API path no route serves is answered the envelope's 404 at once, not after the page route
  // below has looked at it (a crawler's or an old client's calls are most of the 404s).
  // Its answer is a few dozen bytes (under the compression threshold) and a GET has no body: the
  // compression plugin's hooks would only look and pass.
  app.get(`${API_PREFIX}/*`, { schema: { hide: true }, compress: false, decompress: false }, answerNotFound);

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0]);
    if (SERVER_PREFIXES.some((prefix) => urlPath === prefix || urlPath.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) {
      return reply.callNotFound();
    }
    const relative = path.normalize(urlPath).replace(/^([/\\])+/, '');
    const file = path.join(SHELL_DIST, relative);
    // Every file of the shell's build has an extension, and no page path has one: a page asks the disk nothing here
    // (a failed stat on every page answer cost a visitor's kept page a fifth of its time).
    if (relative && relative !== 'index.html' && path.extname(relative) && file.startsWith(SHELL_DIST + path.sep)) {
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat?.isFile()) {
        reply.header('cache-control', shellFileCacheControl(file));
        return reply.sendFile(relative, SHELL_DIST, { cacheControl: false });
      }
      // A missing asset is a 404, not the page (a stale chunk must fail loudly, not parse HTML as JS).
      return reply.callNotFound();
    }
    // Every page answer hands out a load ticket: the proof a remote load report needs to count (telemetry-routes).
    reply.setCookie(LOAD_TICKET_COOKIE, issueLoadTicket(app.ctx.secret, request.ip, app.ctx.clock.now()), {
      path: `${API_PREFIX}/release/telemetry`,
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureRequest(request, app.ctx.config.PUBLIC_URL),
      maxAge: LOAD_TICKET_MAX_AGE_MS / 1000,
    });
    const shell = await shellHtml();
    if (shell === null) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><meta charset="utf-8"><title>站点尚未构建</title><p>前端尚未构建，请先运行 npm start。</p>');
    }
    // The page carries the latest bulletin and the first banner's preload (shell-page-data), a visitor's
    // first answers of the route and its largest image's preload (route-first-data), then the registry
    // and preload hints for its route's remote, so that remote and its data load alongside the shell's
    // own scripts rather than one after the other.
    // A visitor on a page that needs a login is sent to the home page at start-up: prepare that one.
    const pagePath = request.currentUser === null ? visitorPagePath(urlPath) : urlPath;
    /** The page as rendered: the home page itself for a visitor sent there, else the page asked for, with its query. */
    const pageUrl = pagePath === urlPath ? request.url : pagePath;
    const pageId = pageIdForPath(pagePath);
    const member = request.currentUser;
    // Every page is rendered on the server: with its remote's components, or (no server build) the frame alone.
    const renderable = request.method === 'GET' && pageId !== undefined;
    const pageRenderedWhole = pageId !== undefined && SERVER_RENDERED_PAGES.has(pageId);
    // A member's server-rendered page is drawn for them: the frame with their avatar, which the browser's first
    // render must draw too, so the page embeds them as GET /account/info answers (from the same per-member cache).
    const account =
      member && renderable ? await app.ctx.memberReads.get(member.id, 'account', 'info', () => getAccountInfo(app.ctx.db, member.id)).catch(() => undefined) : undefined;
    const pageData = shellPage(
      app.ctx.db,
      app.ctx.sharedReads,
      {
        viewer: request.currentUser,
        closedBulletin: request.cookies[CLOSED_BULLETIN_COOKIE],
        ...(account ? { account } : {}),
      },
      request.log,
    );
    // A page that embeds a member is theirs alone: no shared cache, no browser cache keeping it after they sign out.
    const cacheControl = account ? 'private, no-store' : 'no-cache';
    // A page the remotes render on the server (issue 41), with the frame's data as this browser shows it; null:
    // drawn in the browser as before.
    // Read once per page: the render and the start tags name the same active versions.
    const registry = currentRegistry(request.log);
    // A visitor's page kept whole (visitorPages): sent as is, or made below and kept if it is whole.
    let keep: { key: string; epoch: number } | null = null;
    if (visitorPages && renderable && pageId !== undefined && member === null) {
      const [active, page] = await Promise.all([registry, pageData]);
      if (page.renderData) {
        const key = sentPageKey(pageUrl, active, page.renderData.bulletin, shell.build);
        const kept = visitorPages.get(key);
        if (kept) {
          countPageRender(pageId, 'cached');
          const counted = visitorPageCounts.get(kept);
          if (counted) await countViewer(request, counted);
          return sendKept(request, reply.header('cache-control', cacheControl), kept, HTML_TYPE);
        }
        keep = { key, epoch: visitorPages.begin() };
      }
    }
    const rendered =
      renderable && pageId !== undefined && (member === null || account)
        ? Promise.all([registry, pageData]).then(async ([active, page]) => {
            if (!page.renderData) return null;
            const versions = versionsOf(active);
            const siteData = page.renderData;
            const render = () => renderPage(request, { url: pageUrl, pageId, versions, siteData });
            // A member's page carries their own answers (bought, liked, followed): rendered for this request alone.
            const done = member ? await render() : await keptForVisitors(request, `page:${visitorPageKey(pageUrl, active, siteData.bulletin)}`, pageId, render);
            return done && { ...done, render: done, styles: await pageStylesheets(pagePath, versions) };
          })
        : Promise.resolve(null);
    const [head, page, firstData, tags, serverRendered] = await Promise.all([
      pageHead(app, request, pagePath, app.ctx.config.FIRST_READS_BUDGET_MS),
      pageData,
      // A page drawn in the browser (fully, or inside the server's frame) gets its first answers in the page.
      rendered.then((done) => (done && pageRenderedWhole ? '' : routeFirstDataTags(app, request, pagePath))),
      registry.then((active) => startTagsOf(pagePath, active)),
      rendered,
    ]);
    if (serverRendered) {
      // A member's page put together as before from the same render (member-page-memo) is the same bytes.
      const parts = member ? [shell.build, head.status, head.tags, page.head, serverRendered.styles, firstData, tags].join('\n\0') : '';
      const sent = member ? memberPagesSent.get(serverRendered.render) : undefined;
      if (sent?.parts === parts) return sendKept(request, reply.status(head.status).header('cache-control', cacheControl), sent.kept, HTML_TYPE, { revalidate: false });
      // The page's styles come as stylesheets (its markup is there at once), and its data block once.
      const data = `<script id="${PAGE_DATA_ID}" type="application/json">${scriptSafeJson(JSON.stringify(serverRendered.pageData))}</script>`;
      const root = hoistFirstImagePreloads(serverRendered.html);
      const body = withPageHead(shell.html, root.preloads + head.tags + page.head + serverRendered.styles + WHOLE_PAGE_FIRST + firstData + tags + data).replace(
        '<div id="root"></div>',
        () => `<div id="root" data-server-rendered="">${root.html}</div>${PAGE_END}`,
      );
      const kept = keep && head.status === 200 && head.complete ? visitorPages?.set(keep.key, CACHE_TAGS, body, keep.epoch) : null;
      if (kept) {
        visitorPageCounts.set(kept, serverRendered.render);
        return sendKept(request, reply.header('cache-control', cacheControl), kept, HTML_TYPE);
      }
      if (member) {
        const bytes = keptAnswerOf(body);
        memberPagesSent.set(serverRendered.render, { parts, kept: bytes });
        return sendKept(request, reply.status(head.status).header('cache-control', cacheControl), bytes, HTML_TYPE, { revalidate: false });
      }
      return reply.status(head.status).header('cache-control', cacheControl).type(HTML_TYPE).send(body);
    }
    const body = withPageHead(shell.html, head.tags + page.head + firstData + tags);
    return reply.status(head.status).header('cache-control', cacheControl).type(HTML_TYPE).send(body);
  });
};
