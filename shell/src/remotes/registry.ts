import { REMOTE_PACKAGES, type RemoteName } from '@site/shared/contract';

/** One released build of a remote: its version folder and the URL of its mf-manifest.json. */
export interface RegistryVersion {
  version: string;
  entry: string;
}

/** A remote as the server's registry lists it: the active version, then older ones, newest first. */
export interface RegistryRemote extends RegistryVersion {
  name: RemoteName;
  fallbacks: RegistryVersion[];
}

export interface Registry {
  remotes: RegistryRemote[];
}

export const REGISTRY_URL = '/mf/registry.json';
/** Same limit as API calls (spec 9): a hung server must end in the error panel, not a spinner. */
export const REGISTRY_TIMEOUT_MS = 10_000;

export class RegistryError extends Error {
  override name = 'RegistryError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && Object.hasOwn(REMOTE_PACKAGES, value);
}

function parseVersion(value: unknown): RegistryVersion | undefined {
  if (!isRecord(value)) return undefined;
  const { version, entry } = value;
  if (typeof version !== 'string' || !version || typeof entry !== 'string' || !entry) return undefined;
  return { version, entry };
}

/**
 * Validates GET /mf/registry.json. A malformed document is an error; a single malformed remote is
 * skipped (its routes then show the error panel) so one bad entry cannot take the others down.
 */
export function parseRegistry(json: unknown): Registry {
  if (!isRecord(json) || !Array.isArray(json.remotes)) {
    throw new RegistryError('registry.json must be an object with a "remotes" list');
  }
  const remotes: RegistryRemote[] = [];
  for (const item of json.remotes) {
    if (!isRecord(item) || !isRemoteName(item.name)) continue;
    if (remotes.some((r) => r.name === item.name)) continue;
    const active = parseVersion(item);
    if (!active) continue;
    const fallbacks = (Array.isArray(item.fallbacks) ? item.fallbacks : [])
      .map(parseVersion)
      .filter((v): v is RegistryVersion => v !== undefined && v.entry !== active.entry);
    remotes.push({ name: item.name, ...active, fallbacks });
  }
  return { remotes };
}

/** Candidate builds in the order they are tried: the active one, then each fallback. */
export function candidatesOf(remote: RegistryRemote): RegistryVersion[] {
  return [{ version: remote.version, entry: remote.entry }, ...remote.fallbacks];
}

type Fetcher = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export async function fetchRegistry(fetcher: Fetcher = (url, init) => fetch(url, init)): Promise<Registry> {
  const response = await fetcher(REGISTRY_URL, {
    cache: 'no-store',
    credentials: 'same-origin',
    signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS),
  });
  if (!response.ok) throw new RegistryError(`GET ${REGISTRY_URL} answered ${response.status}`);
  return parseRegistry(await response.json());
}

/** Id of the JSON block in which the server puts the registry into the page (route-preload.ts). */
export const INLINE_REGISTRY_ID = 'mf-registry';

/**
 * The registry the server embedded in the page, so start-up needs no request for it; undefined when
 * the page has none (dev server) or it does not parse (then the shell fetches it as before).
 */
export function readInlineRegistry(doc: Document = document): Registry | undefined {
  const text = doc.getElementById(INLINE_REGISTRY_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRegistry(JSON.parse(text));
  } catch {
    return undefined;
  }
}
