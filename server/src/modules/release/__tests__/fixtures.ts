import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A throwaway repo root with remote packages whose "build" writes a tiny remote into dist/. */
export function makeRepo(): { repoRoot: string; releasesDir: string; cleanup: () => void } {
  const repoRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'release-test-'));
  for (const pkg of ['mfe-course', 'mfe-shots', 'mfe-podcast', 'mfe-account', 'mfe-forms']) {
    fs.mkdirSync(path.join(repoRoot, pkg, 'src'), { recursive: true });
    fs.writeFileSync(path.join(repoRoot, pkg, 'src', 'index.ts'), `export const name = '${pkg}';\n`);
  }
  fs.mkdirSync(path.join(repoRoot, 'shared'), { recursive: true });
  fs.writeFileSync(path.join(repoRoot, 'pnpm-lock.yaml'), 'lockfileVersion: 9\n');
  const releasesDir = path.join(repoRoot, 'releases');
  return { repoRoot, releasesDir, cleanup: () => fs.rmSync(repoRoot, { recursive: true, force: true }) };
}

/** Writes what an rspack MF build writes: a manifest, a remote entry and a content-hashed chunk. */
export function fakeBuild(label: string) {
  return (packageDir: string) => {
    const dist = path.join(packageDir, 'dist');
    fs.rmSync(dist, { recursive: true, force: true });
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: label, metaData: { publicPath: 'auto' } }));
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${label} */\n`.repeat(200));
    fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), `console.log(${JSON.stringify(label)});\n`.repeat(200));
  };
}

/** The release manager recorded in the activation history by tests. */
export const actor = { by: 'tester' };
