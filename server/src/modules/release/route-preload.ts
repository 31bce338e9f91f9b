import fs from 'node:fs';
import path from 'node:path';
import { remoteModulesForPath } from '@site/shared/contract';
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
 * Head tags that start the current route's remote with the shell instead of after it: the public
 * registry inline (no request for it at start-up) and preload links for the manifest, remote entry,
 * scripts and styles of the modules this route renders (its `./routes`, or the home page's widgets).
 */
export async function routeStartTags(
  pathname: string,
  registry: PublicRegistry,
  readManifest: ReturnType<typeof createManifestReader>,
): Promise<string> {
  const json = jsonForScript(registry);
  const tags = [`<script id="mf-registry" type="application/json">${json}</script>`];
  const seen = new Set<string>();
  const link = (href: string, as: 'fetch' | 'script' | 'style') => {
    if (seen.has(href)) return;
    seen.add(href);
    // fetch() of the manifest is a CORS-mode request: the preload must say so to be reused.
    tags.push(`<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`);
  };
  for (const { remote, expose } of remoteModulesForPath(pathname)) {
    const active = registry.remotes.find((r) => r.name === remote);
    if (!active) continue;
    const manifest = await readManifest(remote, active.version);
    if (!manifest) continue;
    const base = active.entry.slice(0, active.entry.lastIndexOf('/') + 1);
    link(active.entry, 'fetch');
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) link(`${base}${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`, 'script');
    const assets = manifest.exposes?.find((e) => e.name === expose)?.assets;
    for (const file of assets?.css?.sync ?? []) link(`${base}${file}`, 'style');
    for (const file of assets?.js?.sync ?? []) link(`${base}${file}`, 'script');
  }
  return tags.join('');
}
