import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RegistryVersion } from '../registry';

/** The part of the MF runtime the fallback needs (the real instance, or a fake in tests). */
export interface FallbackHost {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/** A failed load as the runtime reports it to errorLoadRemote. */
export interface FailedLoad {
  /** Request id, e.g. 'mfe_course/routes'. */
  id: string;
  lifecycle: string;
  /** Manifest URL of the build that failed, when the runtime knows it. */
  failedEntry?: string;
}

export interface FallbackPlugin extends ModuleFederationRuntimePlugin {
  /** Load the request from the next older build; undefined when there is none left (give up). */
  recover(failure: FailedLoad, host: FallbackHost): Promise<unknown>;
  /**
   * Forget earlier failures of a container; the caller registers its active build again, so the
   * next load starts from the top of the list.
   */
  reset(container: string): void;
  /** Index into the container's candidates of the build it is registered with now (0: the active one). */
  currentIndex(container: string): number;
}

/** Entries are compared as absolute URLs because the runtime rewrites relative ones on register. */
function sameEntry(a: string, b: string): boolean {
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  return new URL(a, base).href === new URL(b, base).href;
}

/**
 * When a remote fails to load (manifest 404, entry or chunk network error, broken module), switch the
 * container to the previous released version from the registry and load again; after the last
 * fallback the original error propagates and the route shows its error panel.
 * @param candidatesOf container name -> [active, ...fallbacks], newest first
 */
export function createFallbackPlugin(candidatesOf: (container: string) => RegistryVersion[]): FallbackPlugin {
  // Index into candidatesOf(container) of the build currently registered for that container.
  const current = new Map<string, number>();

  const switchTo = (host: FallbackHost, container: string, index: number) => {
    current.set(container, index);
    host.registerRemotes([{ name: container, entry: candidatesOf(container)[index].entry }], { force: true });
  };

  const recover: FallbackPlugin['recover'] = async ({ id, lifecycle, failedEntry }, host) => {
    // Manifest failures are reported here first ('afterResolve'); letting them throw routes them to
    // the 'onLoad' report of the same loadRemote call, the one place where a module can be returned.
    if (lifecycle !== 'onLoad') return undefined;
    const container = id.split('/')[0];
    const candidates = candidatesOf(container);
    if (candidates.length === 0) return undefined;
    const currentIndex = current.get(container) ?? 0;
    const found = failedEntry ? candidates.findIndex((c) => sameEntry(c.entry, failedEntry)) : -1;
    const failedIndex = found === -1 ? currentIndex : found;
    // A concurrent load of the same container already moved past the failed build: just retry.
    if (currentIndex > failedIndex) return host.loadRemote(id);
    const next = failedIndex + 1;
    if (next >= candidates.length) return undefined;
    switchTo(host, container, next);
    return host.loadRemote(id);
  };

  return {
    name: 'site-registry-fallback',
    recover,
    errorLoadRemote(args) {
      const failedEntry = args.remote && 'entry' in args.remote ? args.remote.entry : undefined;
      return recover({ id: args.id, lifecycle: args.lifecycle, failedEntry }, args.origin);
    },
    reset(container) {
      current.delete(container);
    },
    currentIndex(container) {
      return current.get(container) ?? 0;
    },
  };
}
