import type { RemoteName } from '@site/shared/contract';
import type { RegistryFile } from './registry-store';

const MANIFEST = 'mf-manifest.json';
const MAX_FALLBACKS = 3;

export interface PublicRemoteVersion {
  version: string;
  entry: string;
}

export interface PublicRemote extends PublicRemoteVersion {
  name: RemoteName;
  /** Earlier versions to try when the active one cannot load, newest first. */
  fallbacks: PublicRemoteVersion[];
}

/** What the shell fetches from /mf/registry.json. */
export interface PublicRegistry {
  remotes: PublicRemote[];
}

export const manifestUrl = (remote: RemoteName, version: string) =>
  `/mf/${remote}/${encodeURIComponent(version)}/${MANIFEST}`;

export function toPublicRegistry(registry: RegistryFile): PublicRegistry {
  const remotes: PublicRemote[] = [];
  for (const [name, releases] of Object.entries(registry.remotes) as [RemoteName, NonNullable<RegistryFile['remotes'][RemoteName]>][]) {
    const activeIndex = releases.versions.findIndex((v) => v.version === releases.active);
    if (activeIndex < 0) continue;
    // A rolled-back version was rejected by the release manager: never fall back to it.
    const fallbacks = releases.versions
      .slice(0, activeIndex)
      .filter((v) => !v.rolledBackAt)
      .reverse()
      .slice(0, MAX_FALLBACKS)
      .map((v) => ({ version: v.version, entry: manifestUrl(name, v.version) }));
    remotes.push({ name, version: releases.active, entry: manifestUrl(name, releases.active), fallbacks });
  }
  return { remotes };
}
