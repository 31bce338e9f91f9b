import fs from 'node:fs';
import path from 'node:path';
import { precompress, publishRemote, rollbackRemote } from '../publish';
import { toPublicRegistry } from '../public-registry';
import { readRegistry } from '../registry-store';
import { actor, fakeBuild, makeRepo } from './fixtures';

let repo: ReturnType<typeof makeRepo>;
beforeEach(() => {
  repo = makeRepo();
});
afterEach(() => repo.cleanup());

const publish = (remote: 'course' | 'shots' | 'podcast' | 'account' | 'forms', label: string = remote, skipIfUnchanged = false) =>
  publishRemote({ repoRoot: repo.repoRoot, releasesDir: repo.releasesDir, remote, build: fakeBuild(label), skipIfUnchanged, actor });

test('a release is an immutable version folder, activated in the registry', async () => {
  const { version } = await publish('course', 'v1');
  const folder = path.join(repo.releasesDir, 'course', version);
  expect(fs.existsSync(path.join(folder, 'mf-manifest.json'))).toBe(true);
  expect(fs.existsSync(path.join(folder, 'main.0123abcd.js.br'))).toBe(true);
  expect(fs.existsSync(path.join(folder, 'main.0123abcd.js.gz'))).toBe(true);
  const registry = await readRegistry(repo.releasesDir);
  expect(registry.remotes.course?.active).toBe(version);
  expect(toPublicRegistry(registry).remotes).toEqual([
    { name: 'course', version, entry: `/mf/course/${version}/mf-manifest.json`, fallbacks: [] },
  ]);
});

test('a second release keeps the first served and lists it as the fallback', async () => {
  const first = await publish('course', 'v1');
  fs.writeFileSync(path.join(repo.repoRoot, 'mfe-course', 'src', 'index.ts'), 'changed');
  const second = await publish('course', 'v2');
  expect(second.version).not.toBe(first.version);
  expect(fs.existsSync(path.join(repo.releasesDir, 'course', first.version, 'remoteEntry.js'))).toBe(true);
  const [course] = toPublicRegistry(await readRegistry(repo.releasesDir)).remotes;
  expect(course.version).toBe(second.version);
  expect(course.fallbacks.map((f) => f.version)).toEqual([first.version]);
});

test('rollback re-activates the previous or the named version without building', async () => {
  const first = await publish('shots', 'v1');
  fs.writeFileSync(path.join(repo.repoRoot, 'mfe-shots', 'src', 'index.ts'), 'changed');
  const second = await publish('shots', 'v2');
  expect(await rollbackRemote(repo.releasesDir, 'shots', { actor })).toEqual({ from: second.version, to: first.version });
  expect((await readRegistry(repo.releasesDir)).remotes.shots?.active).toBe(first.version);
  await rollbackRemote(repo.releasesDir, 'shots', { to: second.version, actor });
  expect((await readRegistry(repo.releasesDir)).remotes.shots?.active).toBe(second.version);
  await expect(rollbackRemote(repo.releasesDir, 'shots', { to: 'no-such-version', actor })).rejects.toThrow(/no version/);
  await expect(rollbackRemote(repo.releasesDir, 'forms', { actor })).rejects.toThrow(/no releases/);
});

test('an unchanged remote is not rebuilt when asked to skip', async () => {
  const first = await publish('forms', 'v1');
  let builds = 0;
  const build = (dir: string) => {
    builds += 1;
    fakeBuild('v2')(dir);
  };
  const again = await publishRemote({ repoRoot: repo.repoRoot, releasesDir: repo.releasesDir, remote: 'forms', build, skipIfUnchanged: true, actor });
  expect(again).toEqual({ remote: 'forms', version: first.version, skipped: true });
  expect(builds).toBe(0);
});

/** A fake build that labels each build it makes (build-1, build-2…) and says how many it made. */
function countingBuild() {
  let made = 0;
  return {
    build: (dir: string) => {
      made += 1;
      fakeBuild(`build-${made}`)(dir);
    },
    builds: () => made,
  };
}

test('a fresh releases folder takes the kept build of the same sources instead of building again', async () => {
  const buildCacheDir = path.join(repo.repoRoot, '.cache', 'remote-builds');
  const { build, builds } = countingBuild();
  const release = (releasesDir: string) =>
    publishRemote({ repoRoot: repo.repoRoot, releasesDir, remote: 'podcast', build, skipIfUnchanged: true, buildCacheDir, actor });
  const first = await release(repo.releasesDir);
  const otherSite = path.join(repo.repoRoot, 'other-site-releases');
  const second = await release(otherSite);
  expect(builds()).toBe(1);
  expect(second).toEqual({ remote: 'podcast', version: first.version, skipped: false });
  const served = path.join(otherSite, 'podcast', first.version);
  expect(fs.readFileSync(path.join(served, 'mf-manifest.json'), 'utf8')).toContain('build-1');
  expect(fs.existsSync(path.join(served, 'main.0123abcd.js.br'))).toBe(true);
  expect((await readRegistry(otherSite)).remotes.podcast?.active).toBe(first.version);

  // Changed sources are built, and kept in their turn.
  fs.writeFileSync(path.join(repo.repoRoot, 'mfe-podcast', 'src', 'index.ts'), 'changed');
  const third = await release(otherSite);
  expect(builds()).toBe(2);
  expect(third.version).not.toBe(first.version);
  expect(fs.readdirSync(path.join(buildCacheDir, 'podcast'))).toHaveLength(2);
});

test('without a kept build or the skip flag every release builds', async () => {
  const buildCacheDir = path.join(repo.repoRoot, '.cache', 'remote-builds');
  const { build, builds } = countingBuild();
  await publishRemote({ repoRoot: repo.repoRoot, releasesDir: repo.releasesDir, remote: 'account', build, buildCacheDir, actor });
  await publishRemote({ repoRoot: repo.repoRoot, releasesDir: repo.releasesDir, remote: 'account', build, buildCacheDir, actor });
  expect(builds()).toBe(2);
});

test('concurrent releases of every remote lose no registry entry', async () => {
  const remotes = ['course', 'shots', 'podcast', 'account', 'forms'] as const;
  const results = await Promise.all([...remotes, ...remotes].map((remote, i) => publish(remote, `${remote}-${i}`)));
  const registry = await readRegistry(repo.releasesDir);
  for (const remote of remotes) {
    const versions = registry.remotes[remote]?.versions.map((v) => v.version) ?? [];
    const expected = results.filter((r) => r.remote === remote).map((r) => r.version);
    expect(versions.sort()).toEqual(expected.sort());
  }
  expect(fs.readdirSync(repo.releasesDir).filter((name) => name.endsWith('.tmp') || name.endsWith('.lock'))).toEqual([]);
});

test('a build without a manifest is refused and changes nothing', async () => {
  await expect(
    publishRemote({
      repoRoot: repo.repoRoot,
      releasesDir: repo.releasesDir,
      remote: 'account',
      build: (dir) => fs.mkdirSync(path.join(dir, 'dist'), { recursive: true }),
      actor,
    }),
  ).rejects.toThrow(/mf-manifest.json/);
  expect((await readRegistry(repo.releasesDir)).remotes.account).toBeUndefined();
});

test('precompress skips tiny files', () => {
  const dir = path.join(repo.repoRoot, 'tiny');
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'a.js'), 'x');
  precompress(dir);
  expect(fs.readdirSync(dir)).toEqual(['a.js']);
});
