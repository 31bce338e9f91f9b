import type { RegistryVersion } from '../registry';
import { createFallbackPlugin, type FallbackHost, type FallbackPlugin } from '../runtime-plugin/fallback';

const build = (version: string): RegistryVersion => ({ version, entry: `http://localhost/mf/course/${version}/mf-manifest.json` });
const ACTIVE = build('v3');
const PREVIOUS = build('v2');
const OLDEST = build('v1');

/**
 * A stand-in for the MF runtime: loading fails for the builds listed as broken and, like the real
 * runtime, reports each failure to the plugin's error hook with the failed build's manifest URL.
 */
function fakeRuntime(plugin: FallbackPlugin, broken: RegistryVersion[]) {
  let registered = ACTIVE.entry;
  const tried: string[] = [];
  const host: FallbackHost = {
    registerRemotes(remotes) {
      registered = remotes[0].entry;
    },
    async loadRemote<T>(id: string): Promise<T | null> {
      const entry = registered;
      tried.push(entry);
      if (!broken.some((b) => b.entry === entry)) return { from: entry } as T;
      const recovered = await plugin.recover({ id, lifecycle: 'onLoad', failedEntry: entry }, host);
      if (recovered === undefined) throw new Error(`cannot load ${id} from ${entry}`);
      return recovered as T;
    },
  };
  return { host, tried, registered: () => registered };
}

describe('fallback runtime plugin', () => {
  it('uses the active build when it loads', async () => {
    const plugin = createFallbackPlugin(() => [ACTIVE, PREVIOUS]);
    const runtime = fakeRuntime(plugin, []);
    await expect(runtime.host.loadRemote('mfe_course/routes')).resolves.toEqual({ from: ACTIVE.entry });
    expect(runtime.tried).toEqual([ACTIVE.entry]);
  });

  it('tries the active build, then each previous build newest first, and stops at the first that loads', async () => {
    const plugin = createFallbackPlugin(() => [ACTIVE, PREVIOUS, OLDEST]);
    const runtime = fakeRuntime(plugin, [ACTIVE, PREVIOUS]);
    await expect(runtime.host.loadRemote('mfe_course/routes')).resolves.toEqual({ from: OLDEST.entry });
    expect(runtime.tried).toEqual([ACTIVE.entry, PREVIOUS.entry, OLDEST.entry]);
  });

  it('gives up after the last fallback so the route can show its error panel', async () => {
    const plugin = createFallbackPlugin(() => [ACTIVE, PREVIOUS]);
    const runtime = fakeRuntime(plugin, [ACTIVE, PREVIOUS]);
    await expect(runtime.host.loadRemote('mfe_course/routes')).rejects.toThrow(`from ${PREVIOUS.entry}`);
    expect(runtime.tried).toEqual([ACTIVE.entry, PREVIOUS.entry]);
  });

  it('gives up at once for a remote without fallbacks or unknown to the registry', async () => {
    for (const candidates of [[ACTIVE], []]) {
      const plugin = createFallbackPlugin(() => candidates);
      const runtime = fakeRuntime(plugin, [ACTIVE]);
      await expect(runtime.host.loadRemote('mfe_course/routes')).rejects.toThrow();
      expect(runtime.tried).toEqual([ACTIVE.entry]);
    }
  });

  it('leaves manifest-stage reports to the final onLoad report of the same load', async () => {
    const plugin = createFallbackPlugin(() => [ACTIVE, PREVIOUS]);
    const runtime = fakeRuntime(plugin, []);
    await expect(
      plugin.recover({ id: ACTIVE.entry, lifecycle: 'afterResolve', failedEntry: ACTIVE.entry }, runtime.host),
    ).resolves.toBeUndefined();
    expect(runtime.tried).toEqual([]);
  });

  it('keeps the container on the working fallback for later loads, and reset starts over', async () => {
    const plugin = createFallbackPlugin(() => [ACTIVE, PREVIOUS]);
    const runtime = fakeRuntime(plugin, [ACTIVE]);
    await runtime.host.loadRemote('mfe_course/routes');
    expect(runtime.registered()).toBe(PREVIOUS.entry);
    // A second report for the already-replaced active build (a concurrent load) does not skip ahead.
    await expect(
      plugin.recover({ id: 'mfe_course/widgets', lifecycle: 'onLoad', failedEntry: ACTIVE.entry }, runtime.host),
    ).resolves.toEqual({ from: PREVIOUS.entry });
    plugin.reset('mfe_course');
    runtime.host.registerRemotes([{ name: 'mfe_course', entry: ACTIVE.entry }]);
    runtime.tried.length = 0;
    await runtime.host.loadRemote('mfe_course/routes');
    expect(runtime.tried).toEqual([ACTIVE.entry, PREVIOUS.entry]);
  });
});
