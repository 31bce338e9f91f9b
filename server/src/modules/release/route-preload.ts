import fs from 'node:fs';
import path from 'node:path';
import { remoteModulesForPath, ROUTE_CODE_ID, type RouteCodeFile } from '@site/shared/contract';
import type { PublicRegistry } from './public-registry';
import { escapeAttribute, jsonForScript } from './html-escape';

/** What a released manifest says about one exposed module: the files it needs at once. */
interface ManifestExpose {
  name: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ManifestExpose[];
}


/**
 * Reads released manifests once per version (a version folder never changes). A manifest that cannot
 * be read gives no hints: the shell then loads the remote as before, only later.
 */
export function createManifestReader(releasesDir: string) {
  const cache = new Map<string, Promise<Manifest | null>>();
  return (remote: string, version: string): Promise<Manifest | null> => {
    const key = `${remote}/${version}`;
    let pending = cache.get(key);
    if (!pending) {
      pending = fs.promises
        .readFile(path.join(releasesDir, remote, version, 'mf-manifest.json'), 'utf8')
        .then((text) => JSON.parse(text) as Manifest)
        .catch(() => null);
      cache.set(key, pending);
    }
    return pending;
  };
}

/**
 * Head tags that start the current route's remote with the shell instead of after it: the public registry inline
 * (no request for it at start-up), preload links for the styles of the modules this route renders (its
 * `./routes`, or the home page's widgets), and, as a data block for the page's loader (shell/src/start-up/
 * boot-loader.ts), their manifest, remote entry and scripts: the loader asks for those with the shell's own
 * entry once the page has painted, so the paint never shares the network with code it does not need.
 */
export async function routeStartTags(
  pathname: string,
  registry: PublicRegistry,
  readManifest: ReturnType<typeof createManifestReader>,
): Promise<string> {
  const tags = [`<script id="mf-registry" type="application/json">${jsonForScript(registry)}</script>`];
  const code: RouteCodeFile[] = [];
  const seen = new Set<string>();
  const add = (href: string, as: 'fetch' | 'script' | 'style') => {
    if (seen.has(href)) return;
    seen.add(href);
    if (as === 'style') tags.push(`<link rel="preload" href="${escapeAttribute(href)}" as="style">`);
    else code.push({ href, as });
  };
  for (const { remote, expose } of remoteModulesForPath(pathname)) {
    const active = registry.remotes.find((r) => r.name === remote);
    if (!active) continue;
    const manifest = await readManifest(remote, active.version);
    if (!manifest) continue;
    const base = active.entry.slice(0, active.entry.lastIndexOf('/') + 1);
    add(active.entry, 'fetch');
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) add(`${base}${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`, 'script');
    const assets = manifest.exposes?.find((e) => e.name === expose)?.assets;
    for (const file of assets?.css?.sync ?? []) add(`${base}${file}`, 'style');
    for (const file of assets?.js?.sync ?? []) add(`${base}${file}`, 'script');
  }
  if (code.length > 0) tags.push(`<script id="${ROUTE_CODE_ID}" type="application/json">${jsonForScript(code)}</script>`);
  return tags.join('');
}
