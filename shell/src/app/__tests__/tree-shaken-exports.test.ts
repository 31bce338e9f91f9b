import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectUsedExports, createSharedConfig, generatedFiles, readCheckedInExports } from '@site/shared/build';

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

  it('hands the same list to every build (the singleton lookup ignores which exports a copy kept)', () => {
    const lists = ['shell', 'mfe-course', 'mfe-admin'].map((dir) => createSharedConfig(join(repoRoot, dir))['@arco-design/web-react'].treeShaking?.usedExports);
    expect(lists[0]).toEqual(readCheckedInExports()['@arco-design/web-react']);
    expect(lists[1]).toEqual(lists[0]);
    expect(lists[2]).toEqual(lists[0]);
    const router = createSharedConfig(join(repoRoot, 'shell'));
    expect(router['react-router'].treeShaking?.usedExports).toEqual(router['react-router-dom'].treeShaking?.usedExports);
  });
});
