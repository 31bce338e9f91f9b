import { loadRemote, preloadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  REMOTE_CONTAINER,
  remoteModulesForPath,
  type RemoteName,
  type RemotePlayerBarModule,
  type RemoteRoutesModule,
  type RemoteWidgetsModule,
} from '@site/shared';
import { loadPageNeeds } from './page-needs';
import { describeLoad, sendLoadReport } from './load-report';
import { candidatesOf, fetchRegistry, readInlineRegistry, type Registry } from './registry';
import { createFallbackPlugin } from './runtime-plugin/fallback';

interface ExposedModules {
  routes: RemoteRoutesModule;
  widgets: RemoteWidgetsModule;
  'player-bar': RemotePlayerBarModule;
}
export type Expose = keyof ExposedModules;

let registry: Promise<Registry> | undefined;
/** The page's embedded registry is used once, at start; later reads (a retry) ask the server. */
let inlineRegistryRead = false;
const loaded = new Map<string, Promise<unknown>>();
const byContainer = new Map<string, RemoteName>();

const fallback = createFallbackPlugin((container) => {
  const name = byContainer.get(container);
  return name ? candidatesFor(name) : [];
});
let latestRegistry: Registry | undefined;
let pluginRegistered = false;
/** Containers the runtime knows, and those whose registration must be redone (after a retry). */
const registered = new Set<string>();
const toReregister = new Set<string>();

function candidatesFor(name: RemoteName) {
  const remote = latestRegistry?.remotes.find((r) => r.name === name);
  return remote ? candidatesOf(remote) : [];
}

/**
 * Fetches the registry once and registers every listed remote with the MF runtime. Nothing waits on
 * it at start-up: only a remote page or widget awaits it. A failed fetch is forgotten so that the
 * error panel's retry asks again.
 */
function ensureRegistry(): Promise<Registry> {
  if (!registry && !inlineRegistryRead) {
    inlineRegistryRead = true;
    const inline = readInlineRegistry();
    if (inline) {
      applyRegistry(inline);
      registry = Promise.resolve(inline);
    }
  }
  registry ??= fetchRegistry().then(
    (result) => {
      applyRegistry(result);
      return result;
    },
    (error: unknown) => {
      registry = undefined;
      throw error;
    },
  );
  return registry;
}

/** A Module Federation runtime plugin for every remote load from now on (the start-up adds one on some pages). */
export function addRuntimePlugin(plugin: ModuleFederationRuntimePlugin): void {
  registerPlugins([plugin]);
}

function applyRegistry(result: Registry): void {
  latestRegistry = result;
  if (!pluginRegistered) {
    registerPlugins([fallback]);
    pluginRegistered = true;
  }
  for (const remote of result.remotes) {
    const container = REMOTE_CONTAINER[remote.name];
    byContainer.set(container, remote.name);
    if (registered.has(container) && !toReregister.has(container)) continue;
    // force also drops the runtime's cached failures (manifest, entry script) for this container.
    registerRemotes([{ name: container, entry: remote.entry }], { force: registered.has(container) });
    registered.add(container);
    toReregister.delete(container);
  }
}

/**
 * Starts the registry request as the app boots, in parallel with the first render, without anyone
 * waiting for it; a failure here is reported by the first remote view, which asks again.
 */
export function prefetchRegistry(): void {
  ensureRegistry().catch(() => undefined);
}

/**
 * Starts the remote modules the current page renders right away, with the shell's start-up, instead of
 * when React reaches them (the server's preload hints have already started their downloads).
 */
export function startRouteModules(pathname: string): void {
  for (const { remote, expose } of remoteModulesForPath(pathname)) {
    loadExposed(remote, expose).catch(() => undefined);
    // A page (not the home widgets) also needs Arco's stylesheet and the sanitiser: they start now too.
    if (expose === 'routes') loadPageNeeds().catch(() => undefined);
  }
}

const preloaded = new Set<string>();
/**
 * Downloads (without running) the page code of the remote that a pathname opens, on hover, touch or focus
 * of its menu entry (not on idle: that would add other pages' code to every first visit). A failure only
 * loses the head start.
 */
export function preloadPath(pathname: string): void {
  for (const { remote, expose } of remoteModulesForPath(pathname)) {
    const key = `${REMOTE_CONTAINER[remote]}/${expose}`;
    if (preloaded.has(key) || loaded.has(key)) continue;
    preloaded.add(key);
    if (expose === 'routes') loadPageNeeds().catch(() => undefined);
    ensureRegistry()
      .then((result) => {
        if (!result.remotes.some((r) => r.name === remote)) return undefined;
        return preloadRemote([{ nameOrAlias: REMOTE_CONTAINER[remote], exposes: [`./${expose}`] }]);
      })
      .catch(() => preloaded.delete(key));
  }
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

/** Loads `<container>/<expose>` once per page life; concurrent callers share one request. */
export function loadExposed<E extends Expose>(name: RemoteName, expose: E): Promise<ExposedModules[E]> {
  const key = `${REMOTE_CONTAINER[name]}/${expose}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = ensureRegistry().then(async (result) => {
      const remote = result.remotes.find((r) => r.name === name);
      if (!remote) {
        throw new RemoteUnavailableError(`${name} is not released (missing from the registry)`);
      }
      try {
        const module = await loadRemote<ExposedModules[E]>(key);
        if (!module) throw new RemoteUnavailableError(`${key} loaded nothing`);
        // The fallback plugin knows which build it ended on; the server judges the active one by it.
        const served = candidatesFor(name)[fallback.currentIndex(REMOTE_CONTAINER[name])];
        sendLoadReport(describeLoad(name, remote.version, served?.version ?? remote.version));
        return module;
      } catch (error) {
        sendLoadReport(describeLoad(name, remote.version, null));
        throw error;
      }
    });
    void pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending as Promise<ExposedModules[E]>;
}

/**
 * Called by the error panel's retry: read the registry again (a release or rollback may have fixed
 * the remote meanwhile), forget cached failures and start again from the active build.
 */
export function resetRemote(name: RemoteName): void {
  const container = REMOTE_CONTAINER[name];
  for (const key of loaded.keys()) if (key.startsWith(`${container}/`)) loaded.delete(key);
  fallback.reset(container);
  toReregister.add(container);
  registry = undefined;
}
