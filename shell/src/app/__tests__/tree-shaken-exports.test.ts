import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectUsedExports, createSharedConfig, firstScreenArcoImports, generatedFiles, publicPageArcoImports, readCheckedInExports } from '@site/shared/build';

const repoRoot = join(__dirname, '../../../..');
const REGENERATE = 'run `pnpm arco:exports` and commit the result';

describe('shared libraries tree-shaken to one checked-in list of used exports', () => {
  it('lists every export the shell, shared and the remotes import (a missing one would be undefined at run time)', () => {
    const { exports, usedBy } = collectUsedExports();
    const listed = readCheckedInExports();
    const missing = Object.entries(exports).flatMap(([pkg, names]) =>
      names.filter((name) => !(listed[pkg] ?? []).includes(name)).map((name) => `${pkg} ${name} (${[...(usedBy.get(`${pkg}:${name}`) ?? [])].join(', ')})`),
    );
    expect({ missing, hint: missing.length ? REGENERATE : '' }).toEqual({ missing: [], hint: '' });
  });

  it.each([...generatedFiles().entries()])('%s is up to date', (file, content) => {
    expect({ upToDate: readFileSync(join(repoRoot, file), 'utf8') === content, hint: REGENERATE }).toEqual({ upToDate: true, hint: REGENERATE });
  });

  it('hands the same lists to every build (the singleton lookup ignores which exports a copy kept)', () => {
    const listed = readCheckedInExports();
    for (const dir of ['shell', 'mfe-course', 'mfe-admin']) {
      const shared = createSharedConfig(join(repoRoot, dir));
      expect(shared['@arco-design/web-react'].treeShaking?.usedExports).toEqual(listed['@arco-design/web-react']);
      expect(shared['react-router-dom'].treeShaking?.usedExports).toEqual(listed['react-router-dom']);
      expect(shared['react-router'].treeShaking?.usedExports).toEqual(listed['react-router-dom']);
    }
  });

  it('keeps the first screen of / free of Arco JavaScript (the frame, shared and the home widgets reach Arco only through import())', () => {
    // Each file listed here makes every visitor's first page load Arco: use shared's light components, or load it lazily.
    expect(firstScreenArcoImports()).toEqual([]);
  });

  it('keeps the first render of the public remote pages free of Arco JavaScript (course, shots, podcast, forms, the player bar)', () => {
    // Each file listed here makes /course, /shots or /podcast load all of Arco (a third of their code): use
    // shared's light components, or load the piece lazily (a dialog when it opens, a teacher's tools for teachers).
    expect(publicPageArcoImports()).toEqual([]);
  });
});
