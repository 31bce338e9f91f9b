// The shell's server build (issue 41): the Module Federation host on the API server. It renders a page
// with the shell's own frame and the page's components taken from the ACTIVE releases' server builds, so a
// remote's release changes its server-drawn page with no server deploy. Built by the shell's rspack config
// into shell/dist/server/render-page.js (target async-node); the server loads it with require().
//
// Every library a remote shares is imported here so that this host provides it (eagerly: a remote's server
// build takes its shares synchronously and carries none of its own).
import '@arco-design/web-react';
import 'dayjs';
import 'jotai';
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { http, remoteModulesForPath, REMOTE_CONTAINER, setServerSanitizer, setServerSiteConfig, type PageDataBlock, type RemoteModuleRef, type RemoteName, type RenderAnswer, type RenderCall, type ShellPageData, type SiteConfig } from '@site/shared';
import { createServerPageData } from '@site/shared/server';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Script } from 'node:vm';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PageProviders } from '../app/page-providers';
import { Root } from '../app/app';
import type { ServerModules } from '../remotes/server-modules';
import { renderToString } from './render-whole';
import { setServerPageDataSource } from '../layout/embedded-page-data';
import { serverAxiosAdapter } from './inject-adapter';

declare const __non_webpack_require__: NodeJS.Require;

export interface PageRendererOptions {
  /** The code of a remote's server build (`server/remoteEntry.js` of one released version). */
  readServerEntry: (remote: RemoteName, version: string) => Promise<string>;
  /** The site settings the server embeds in every page. */
  siteConfig: Partial<SiteConfig>;
  /** The server's rich-text sanitiser (the browser's needs a DOM). */
  sanitizeRichText: (html: string) => string;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The active version of every released remote. */
  versions: Partial<Record<RemoteName, string>>;
  /** The frame's data as the page embeds it (the bulletin this browser shows, signed in or not). */
  siteData: ShellPageData;
  /** Answers one API call in process, as the visitor's own request would be (Fastify's inject). */
  inject: (request: RenderCall) => Promise<RenderAnswer>;
  /** Stops the render (the server's time budget ran out). */
  signal?: AbortSignal;
  /**
   * The page's remote has no server build (the account centre, the backend, the health sign-in, the shot editor):
   * the frame is rendered with the member's data, the page's place with its loading state, and the browser draws it.
   */
  pageDrawnInBrowser?: boolean;
}

export interface RenderedPage {
  /** The markup of the page's root element. */
  html: string;
  /** The answers it was drawn with, embedded once in the page for hydration. */
  pageData: PageDataBlock;
}

/** The request a render runs for: the API calls its components make go to this visitor's own inject. */
const renderStorage = new AsyncLocalStorage<RenderRequest>();

/** Federation names are per version: the runtime caches a container by name (see serverContainerName). */
const serverRemoteName = (remote: RemoteName, version: string) => `${REMOTE_CONTAINER[remote]}_server_${version.replace(/[^A-Za-z0-9_]/g, '_')}`;
const ENTRY_SCHEME = 'release:';

let started = false;

function start(options: PageRendererOptions): void {
  if (started) return;
  started = true;
  setServerSiteConfig(options.siteConfig);
  setServerSanitizer(options.sanitizeRichText);
  setServerPageDataSource(() => renderStorage.getStore()?.siteData);
  http.defaults.adapter = serverAxiosAdapter(() => renderStorage.getStore()?.inject);
  registerPlugins([
    {
      name: 'release-server-entries',
      // The server build of a release is read from the release store and run here, in this process.
      async loadEntry({ remoteInfo }: { remoteInfo: { entry: string; entryGlobalName: string } }) {
        const [remote, version] = remoteInfo.entry.slice(ENTRY_SCHEME.length).split('/') as [RemoteName, string];
        const code = await options.readServerEntry(remote, version);
        const module = { exports: {} as Record<string, unknown> };
        const run = new Script(`(function (exports, module, require) {${code}\n})`, { filename: `${remote}@${version}/server/remoteEntry.js` }).runInThisContext() as (
          exports: unknown,
          module: unknown,
          require: NodeJS.Require,
        ) => void;
        run(module.exports, module, __non_webpack_require__);
        return (module.exports[remoteInfo.entryGlobalName] ?? module.exports) as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>;
      },
    },
  ]);
}

const registered = new Set<string>();

/** One module of a version's server build (the build is loaded once per version). */
function loadServerModule(remote: RemoteName, version: string, expose: string): Promise<unknown> {
  const name = serverRemoteName(remote, version);
  if (!registered.has(name)) {
    registerRemotes([{ name, entry: `${ENTRY_SCHEME}${remote}/${version}` }]);
    registered.add(name);
  }
  return loadRemote(`${name}/${expose}`);
}

/**
 * A release's server build that could not be loaded (a file missing, code that throws as it starts): the server
 * counts it against that version in the release telemetry, as a browser's failed load of its code is counted.
 */
export class ServerBuildError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly version: string,
    cause: unknown,
  ) {
    super(`the server build of ${remote} ${version} could not be loaded`, { cause });
  }
}

/** The route's remote modules from the active versions' server builds. */
async function loadRouteModules(pathname: string, versions: RenderRequest['versions']): Promise<ServerModules> {
  const modules: ServerModules = {};
  await Promise.all(
    remoteModulesForPath(pathname).map(async ({ remote, expose }) => {
      const version = versions[remote];
      if (!version) return;
      modules[`${remote}/${expose}`] = await loadServerModule(remote, version, expose).catch((error: unknown) => {
        throw new ServerBuildError(remote, version, error);
      });
    }),
  );
  return modules;
}

/** Renders one page for a visitor: the frame and the route's page, with every answer it needs awaited. */
export function createPageRenderer(options: PageRendererOptions) {
  start(options);
  return {
    /** Loads these remote modules ahead of their first visitor (at start, after a release). */
    async preload(versions: RenderRequest['versions'], modules: RemoteModuleRef[]): Promise<void> {
      await Promise.all(modules.map(({ remote, expose }) => versions[remote] && loadServerModule(remote, versions[remote], expose)));
    },
    async render(request: RenderRequest): Promise<RenderedPage> {
      const url = new URL(request.url, 'http://site.invalid');
      const serverModules = request.pageDrawnInBrowser ? {} : await loadRouteModules(url.pathname, request.versions);
      const pageData = createServerPageData();
      const routes = [{ path: '*', element: <Root /> }];
      const handler = createStaticHandler(routes);
      const context = await handler.query(new Request(url.href, { signal: request.signal }));
      if (context instanceof Response) throw new Error(`the route answered ${context.status}`);
      const router = createStaticRouter(handler.dataRoutes, context);
      return renderStorage.run(request, async () => {
        const html = await renderToString(
          <PageProviders pageData={pageData} serverModules={serverModules}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PageProviders>,
          request.signal,
        );
        return { html, pageData: pageData.block(url.pathname) };
      });
    },
  };
}
