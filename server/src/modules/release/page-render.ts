import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sanitizeShotHtml } from '../shot/sanitize';
import { remoteModulesForPage, remoteModulesForPath, type PageDataBlock, type PageId, type RemoteModuleRef, type RemoteName, type RenderAnswer, type RenderCall, type ShellPageData, type SiteConfig } from '@site/shared/contract';
import { escapeAttribute } from './html-escape';
import { callApi } from './api-call';
import { isRemoteName } from './registry-store';
import { countPageRender } from '../../platform/metrics';
import { MemberPageMemo } from './member-page-memo';
import { shellLookDue } from './shell-html';
import { systemClock, type Clock } from '../../platform/clock';

/**
 * Pages the server renders with the remotes' own components (issue 41), for visitors and members (the account
 * centre and the backend need a login: a visitor is sent home; a member without the backend's roles gets its
 * 无权访问). On the other two pages the server renders the shell's frame around the page's loading state, and the
 * browser draws the page: the shot editor (a rich-text editor needs the browser's DOM) and the health sign-in (open
 * or closed by the browser's own clock).
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<PageId> = new Set<PageId>([
  'home',
  'courses',
  'liveCourses',
  'courseDetail',
  'coursePlan',
  'appCourses',
  'teacher',
  'tools',
  'shots',
  'shotDetail',
  'podcast',
  'podcastDetail',
  'promise',
  'account',
  'adminHome',
  'adminReleases',
  'adminAudit',
  'adminShots',
  'adminUsers',
  'adminOrders',
  'adminForms',
  'adminBulletins',
  'adminComments',
  'adminContent',
]);

/** The remote modules the server-rendered pages render (the home page's widgets, the other pages' page maps), each once. */
const SERVER_RENDERED_MODULES: RemoteModuleRef[] = [
  ...new Map([...SERVER_RENDERED_PAGES].flatMap(remoteModulesForPage).map((ref) => [`${ref.remote}/${ref.expose}`, ref])).values(),
];

/** The shell's server build (shell/src/server/render-page.tsx), as the server sees it. */
interface ShellServerBuild {
  createPageRenderer(options: {
    readServerEntry: (remote: RemoteName, version: string) => Promise<string>;
    siteConfig: Partial<SiteConfig>;
    sanitizeRichText: (html: string) => string;
  }): {
    preload(versions: Partial<Record<RemoteName, string>>, modules: RemoteModuleRef[]): Promise<void>;
    render(request: {
      url: string;
      versions: Partial<Record<RemoteName, string>>;
      siteData: ShellPageData;
      signal?: AbortSignal;
      pageDrawnInBrowser?: boolean;
      inject: (request: RenderCall) => Promise<RenderAnswer>;
    }): Promise<{ html: string; pageData: PageDataBlock }>;
  };
}

export interface RenderedPage {
  html: string;
  pageData: PageDataBlock;
  /**
   * The render's calls that count their viewer (a shot's view: `countsViewer`). A visitor sent this page kept,
   * without its calls asked again, still asks these, so each visitor counts as they would in the browser.
   */
  countedCalls: readonly RenderCall[];
}

/** A remote version whose server build could not be loaded (the shell's ServerBuildError). */
export interface BrokenServerBuild {
  remote: RemoteName;
  version: string;
}

function brokenServerBuildOf(error: unknown): BrokenServerBuild | null {
  if (typeof error !== 'object' || error === null) return null;
  const { remote, version } = error as Partial<Record<'remote' | 'version', unknown>>;
  return typeof remote === 'string' && isRemoteName(remote) && typeof version === 'string' ? { remote, version } : null;
}

export interface PageRendererOptions {
  shellDist: string;
  /** Where the released version folders are (the file store's folder, or the database store's local copy). */
  releasesDir: string;
  siteConfig: Partial<SiteConfig>;
  /** How long a page may take before the browser draws it instead. */
  budgetMs: number;
  /** A render failed because a remote version's server build could not be loaded: counted against that release. */
  onBrokenServerBuild?: (request: FastifyRequest, broken: BrokenServerBuild) => void;
}

/** Markup and answers of members' pages kept at once (characters, across all members: about 200 catalogue pages). */
const MEMBER_PAGES_KEPT_SIZE = 32 * 1024 * 1024;
/** A member's kept page is drawn anew after this, whatever its answers (its relative times grow old). */
const MEMBER_PAGE_TTL_MS = 60_000;

/**
 * Renders a page through the shell's server build, or answers null (the page is then drawn in the
 * browser, as before): no server build, the budget ran out, or the render failed. A remote's first render
 * after a start or a release loads its server build (a few hundred ms); that load goes on after a timeout,
 * so the next visitor gets the rendered page.
 */
export function createServerPageRenderer(app: FastifyInstance, options: PageRendererOptions) {
  const buildFile = path.join(options.shellDist, 'server', 'render-page.js');
  const memberPages = new MemberPageMemo<RenderedPage>(MEMBER_PAGES_KEPT_SIZE, MEMBER_PAGE_TTL_MS, () => app.ctx.clock.now().getTime());
  let renderer: ReturnType<ShellServerBuild['createPageRenderer']> | null | undefined;

  const load = () => {
    if (renderer !== undefined) return renderer;
    if (!fs.existsSync(buildFile)) {
      app.log.warn({ buildFile }, 'no server build of the shell: pages are drawn in the browser');
      renderer = null;
      return renderer;
    }
    try {
      const build = createRequire(import.meta.url)(buildFile) as ShellServerBuild;
      renderer = build.createPageRenderer({
        siteConfig: options.siteConfig,
        sanitizeRichText: sanitizeShotHtml,
        readServerEntry: (remote, version) => fs.promises.readFile(path.join(options.releasesDir, remote, version, 'server', 'remoteEntry.js'), 'utf8'),
      });
    } catch (error) {
      // A broken build (half written, a missing dependency) is not tried again on every request.
      app.log.error({ err: error, buildFile }, 'the shell server build could not be loaded: pages are drawn in the browser');
      renderer = null;
    }
    return renderer;
  };

  /**
   * Loads the shell's server build and the active server builds of the remotes that render pages, so the
   * first visitors after a start or a release get their page rendered (a load takes longer than the budget).
   */
  const preload = async (versions: Partial<Record<RemoteName, string>>) => {
    try {
      await load()?.preload(versions, SERVER_RENDERED_MODULES);
    } catch (error) {
      app.log.error({ err: error }, 'a server build could not be loaded; its pages are drawn in the browser');
    }
  };

  /** Makes a render's call as this request's own (api-call.ts); a visitor's cookies are left out: their page is kept for every visitor. */
  const askAs = (request: FastifyRequest) => (call: RenderCall) => callApi(app, request, call);

  /** A kept page sent to this visitor: its calls that count a viewer count them (their answers are the kept page's). */
  const countViewer = async (request: FastifyRequest, page: Pick<RenderedPage, 'countedCalls'>): Promise<void> => {
    const ask = askAs(request);
    await Promise.all(
      page.countedCalls.map((call) => ask(call).catch((error: unknown) => request.log.warn({ err: error, url: call.url }, 'a kept page did not count its viewer'))),
    );
  };

  /** `versions`: the active version of each released remote; `siteData`: the frame's data as the page embeds it. */
  const renderPage = async function renderPage(
    request: FastifyRequest,
    { url, pageId, versions, siteData }: { url: string; pageId: PageId; versions: Partial<Record<RemoteName, string>>; siteData: ShellPageData },
  ): Promise<RenderedPage | null> {
    const pageRenderer = load();
    if (!pageRenderer) {
      countPageRender(pageId, 'unavailable');
      return null;
    }
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), options.budgetMs);
    });
    const ask = askAs(request);
    const pageDrawnInBrowser = !SERVER_RENDERED_PAGES.has(pageId);
    const render = async (inject: (call: RenderCall) => Promise<RenderAnswer>): Promise<RenderedPage> => {
      const countedCalls: RenderCall[] = [];
      const counting = (call: RenderCall) => {
        if (app.ctx.countedReads(call)) countedCalls.push(call);
        return inject(call);
      };
      const page = await pageRenderer.render({ url, versions, siteData, signal: controller.signal, pageDrawnInBrowser, inject: counting });
      return { ...page, countedCalls };
    };
    const member = request.currentUser;
    // Promise.resolve().then: a render that throws at once is a failed render too, not a failed page.
    const rendering = Promise.resolve()
      .then(async () => {
        // A member's page is theirs alone, and drawn again only when something it was drawn with changed.
        if (!member) return { page: await render(ask), reused: false };
        const key = `${member.id}\n${url}\n${pageDrawnInBrowser}\n${JSON.stringify(versions)}`;
        return memberPages.page(key, JSON.stringify(siteData), ask, render, () => !controller.signal.aborted);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          request.log.error({ err: error, url }, 'server render failed; the page is drawn in the browser');
          countPageRender(pageId, 'failed');
          const broken = brokenServerBuildOf(error);
          if (broken) options.onBrokenServerBuild?.(request, broken);
        }
        return null;
      });
    const done = await Promise.race([rendering, late]);
    clearTimeout(timer);
    if (done === null) {
      if (!controller.signal.aborted && (await Promise.race([rendering, Promise.resolve(undefined)])) === undefined) countPageRender(pageId, 'late');
      controller.abort();
      return null;
    }
    countPageRender(pageId, done.reused ? 'reused' : 'rendered');
    return done.page;
  };
  return { renderPage, preload, countViewer };
}

/** React's preload of an image the page asks for first (`fetchPriority="high"`), as it writes it into the render. */
const FIRST_IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*? fetchPriority="high"[^>]*\/>/g;

/**
 * React writes a preload for each image of the render at the start of the page's root, after everything the
 * head asks for (stylesheets, the remotes' scripts): the largest image, asked for first in the page's code,
 * queued behind them. Its preload goes at the head's start instead, so it is the page's first request.
 */
export function hoistFirstImagePreloads(html: string): { preloads: string; html: string } {
  const preloads = html.match(FIRST_IMAGE_PRELOAD) ?? [];
  return { preloads: preloads.join(''), html: preloads.length > 0 ? html.replace(FIRST_IMAGE_PRELOAD, '') : html };
}

/**
 * What a build's page-styles.json says (shared/build/page-styles-plugin.cjs): chunk name -> its stylesheets, and
 * under `chunkKeys` each stylesheet's chunk as the browser's CSS loader names it (builds before it have none).
 */
interface PageStyles {
  groups: Record<string, string[]>;
  chunkKeys: Record<string, string>;
}

async function readPageStyles(file: string): Promise<PageStyles> {
  try {
    const { chunkKeys, ...groups } = JSON.parse(await fs.promises.readFile(file, 'utf8')) as Record<string, unknown>;
    return { groups: groups as Record<string, string[]>, chunkKeys: (chunkKeys ?? {}) as Record<string, string> };
  } catch {
    return { groups: {}, chunkKeys: {} };
  }
}

/** The shell's sheets: every one its code may add (`main`), or its Arco styles in a build from before that list. */
function shellSheets({ groups }: PageStyles): string[] {
  return groups.main ?? groups['arco-styles'] ?? [];
}

/**
 * The stylesheets a server-rendered page links in its head, so its markup paints styled instead of moving
 * when they arrive: the shell's and those of the route's remote modules, each from its build's
 * page-styles.json (a released version never changes; the shell's is read again after a new build). Each
 * link carries its chunk's name for the browser's CSS loader, which then finds it instead of adding the same
 * sheet again at the end of the page: a sheet added again moves its rules later in the cascade, and the page
 * moved by a few pixels when it arrived.
 */
export function createPageStylesheets(shellDist: string, releasesDir: string, clock: Clock = systemClock) {
  const shellFile = path.join(shellDist, 'page-styles.json');
  let shell: { mtimeMs: number; styles: PageStyles } | null = null;
  const due = shellLookDue(clock);
  const released = new Map<string, Promise<PageStyles>>();
  const link = (href: string, chunkKey: string | undefined) =>
    `<link rel="stylesheet" href="${escapeAttribute(href)}"${chunkKey ? ` data-rspack="${escapeAttribute(chunkKey)}"` : ''}>`;
  /** The links last written, by the shell's styles and the route's modules at their versions (the same for every course page). */
  let written = new Map<string, string>();
  return async (pathname: string, versions: Partial<Record<RemoteName, string>>): Promise<string> => {
    if (!shell || due()) {
      const stat = await fs.promises.stat(shellFile).catch(() => null);
      if (stat && (!shell || shell.mtimeMs !== stat.mtimeMs)) {
        shell = { mtimeMs: stat.mtimeMs, styles: await readPageStyles(shellFile) };
        written = new Map();
      }
    }
    const modules = remoteModulesForPath(pathname);
    const key = modules.map(({ remote, expose }) => `${remote}/${expose}@${versions[remote] ?? ''}`).join(' ');
    const known = written.get(key);
    if (known !== undefined) return known;
    const links = shell ? shellSheets(shell.styles).map((file) => link(`/${file}`, shell?.styles.chunkKeys[file])) : [];
    for (const { remote, expose } of modules) {
      const version = versions[remote];
      if (!version) continue;
      const key = `${remote}/${version}`;
      let styles = released.get(key);
      if (!styles) {
        styles = readPageStyles(path.join(releasesDir, remote, version, 'page-styles.json'));
        released.set(key, styles);
      }
      const { groups, chunkKeys } = await styles;
      for (const file of groups[`__federation_expose_${expose}`] ?? []) links.push(link(`/mf/${remote}/${version}/${file}`, chunkKeys[file]));
    }
    const tags = links.join('');
    // Bounded by the routes' module sets times the versions released since the shell's last build.
    if (written.size >= 1_000) written = new Map();
    if (shell) written.set(key, tags);
    return tags;
  };
}
