import path from 'node:path';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Entry points must be revalidated so a release or rollback is seen on the next load. */
const ENTRY_FILES = new Set(['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'index.html', 'registry.json']);
/** Content-hashed names such as main.3f9a1c2b.js or 412.8c1d9e0f7a.css. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Cache-Control for a released remote's file: its version folder never changes, only entries are revalidated. */
export function remoteFileCacheControl(filePath: string): string {
  return ENTRY_FILES.has(logicalName(filePath)) ? NO_CACHE : IMMUTABLE;
}

/** remoteEntry.js.br is served for remoteEntry.js: the policy follows the logical file. */
function logicalName(filePath: string): string {
  return path.basename(filePath).replace(/\.(br|gz)$/, '');
}

/** Cache-Control for the shell's files: hashed assets forever, everything else revalidated. */
export function shellFileCacheControl(filePath: string): string {
  const name = logicalName(filePath);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
