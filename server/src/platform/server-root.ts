import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package folder, found by walking up to its package.json. The same code runs from
 * `src/**` under tsx and bundled into `dist/main.js`, so a fixed number of `..` would be wrong in one.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('server package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot();
export const REPO_ROOT = path.dirname(SERVER_ROOT);
