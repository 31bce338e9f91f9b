// Bundles the server into dist/main.js for production (`pnpm start`). Type errors are caught before
// this by `tsc` in the build script. Only our own code is bundled: npm dependencies stay external
// (native addons such as sharp, PGlite's wasm), while the workspace's `@site/shared/contract` is
// TypeScript source that Node could not load at run time, so it goes into the bundle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => !name.startsWith('@site/'))
  .flatMap((name) => [name, `${name}/*`]);

fs.rmSync(path.join(serverRoot, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('server bundled into dist/main.js');
