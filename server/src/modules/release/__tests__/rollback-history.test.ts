import fs from 'node:fs';
import path from 'node:path';
import { formatReleases } from '../format-releases';
import { publishRemote, rollbackRemote } from '../publish';
import { toPublicRegistry } from '../public-registry';
import { readRegistry, registryPath } from '../registry-store';
import { fakeBuild, makeRepo } from './fixtures';

let repo: ReturnType<typeof makeRepo>;
beforeEach(() => {
  repo = makeRepo();
});
afterEach(() => repo.cleanup());

/** Each release changes the sources, as a real one would. */
async function release(label: string, by = 'alice', reason?: string): Promise<string> {
  fs.writeFileSync(path.join(repo.repoRoot, 'mfe-forms', 'src', 'index.ts'), `export const label = '${label}';\n`);
  const { version } = await publishRemote({
    repoRoot: repo.repoRoot,
    releasesDir: repo.releasesDir,
    remote: 'forms',
    build: fakeBuild(label),
    actor: { by, reason },
  });
  return version;
}

const rollback = (to?: string, reason?: string) => rollbackRemote(repo.releasesDir, 'forms', { to, actor: { by: 'bob', reason } });
const forms = async () => {
  const entry = (await readRegistry(repo.releasesDir)).remotes.forms;
  if (!entry) throw new Error('forms was never released');
  return entry;
};

test('rollback returns to the version active before, never to one that was rolled back', async () => {
  const a = await release('A');
  const b = await release('B');
  expect(await rollback(undefined, '表单提交失败')).toEqual({ from: b, to: a });
  const c = await release('C');
  expect(await rollback()).toEqual({ from: c, to: a });

  const entry = await forms();
  expect(entry.active).toBe(a);
  expect(entry.versions.filter((v) => v.rolledBackAt).map((v) => v.version).sort()).toEqual([b, c].sort());
  expect(entry.history.map(({ version, kind, by }) => ({ version, kind, by }))).toEqual([
    { version: a, kind: 'release', by: 'alice' },
    { version: b, kind: 'release', by: 'alice' },
    { version: a, kind: 'rollback', by: 'bob' },
    { version: c, kind: 'release', by: 'alice' },
    { version: a, kind: 'rollback', by: 'bob' },
  ]);
  expect(entry.history[2].reason).toBe('表单提交失败');
  // Nothing earlier than A is left: a plain rollback refuses instead of reviving B or C.
  await expect(rollback()).rejects.toThrow(/--to/);
  expect((await forms()).active).toBe(a);
  // Named, the rejected B is activated again.
  expect(await rollback(b)).toEqual({ from: a, to: b });
  expect((await forms()).active).toBe(b);
});

test('a rolled-back version comes back only when named with --to, and is no longer marked', async () => {
  const a = await release('A');
  const b = await release('B');
  await rollback();
  expect(await rollback(b, '问题已修复')).toEqual({ from: a, to: b });
  const entry = await forms();
  expect(entry.active).toBe(b);
  expect(entry.versions.find((v) => v.version === b)?.rolledBackAt).toBeUndefined();
  // Going forward with --to does not reject the version left: A stays a valid rollback target.
  expect(entry.versions.find((v) => v.version === a)?.rolledBackAt).toBeUndefined();
  expect(await rollback()).toEqual({ from: b, to: a });
  await expect(rollback(a)).rejects.toThrow(/already active/);
});

test('rolling back twice pops the history one activation at a time', async () => {
  const a = await release('A');
  const b = await release('B');
  const c = await release('C');
  expect(await rollback()).toEqual({ from: c, to: b });
  expect(await rollback()).toEqual({ from: b, to: a });
});

test('the shell never falls back to a rolled-back version', async () => {
  const a = await release('A');
  await release('B');
  await rollback();
  const c = await release('C');
  const [remote] = toPublicRegistry(await readRegistry(repo.releasesDir)).remotes;
  expect(remote.version).toBe(c);
  expect(remote.fallbacks.map((f) => f.version)).toEqual([a]);
});

test('pnpm releases prints every version, its marks and the history with who and why', async () => {
  const a = await release('A', 'alice', '首次发布');
  const b = await release('B');
  await rollback(undefined, '表单提交失败');
  const text = formatReleases(await readRegistry(repo.releasesDir));
  const formsBlock = text.slice(text.indexOf('forms'));
  expect(formsBlock).toMatch(new RegExp(`\\* ${a}  released `));
  expect(formsBlock).toMatch(new RegExp(`  ${b}  released .*rolled back .*only with --to`));
  const history = formsBlock.slice(formsBlock.indexOf('history'));
  expect(history.split('\n').slice(1).map((line) => line.trim().split(/\s+/).slice(1, 5).join(' '))).toEqual([
    `rollback ${a} by bob`,
    `release ${b} by alice`,
    `release ${a} by alice`,
  ]);
  expect(history).toContain('"表单提交失败"');
  expect(history).toContain('"首次发布"');
  expect(text).toMatch(/^course \(never released\)$/m);
});

test('a registry written before the history existed still loads, with its history rebuilt', async () => {
  const a = await release('A');
  const b = await release('B');
  const c = await release('C');
  // The old shape: B had been rolled back to by hand (active is not the newest), no history, no marks.
  const file = JSON.parse(fs.readFileSync(registryPath(repo.releasesDir), 'utf8')) as {
    remotes: { forms: { active: string; versions: { version: string; releasedAt: string; sourceHash: string }[]; history?: unknown } };
  };
  file.remotes.forms.active = b;
  delete file.remotes.forms.history;
  fs.writeFileSync(registryPath(repo.releasesDir), JSON.stringify(file));

  const entry = await forms();
  expect(entry.active).toBe(b);
  expect(entry.history.map((h) => `${h.kind} ${h.version}`)).toEqual([`release ${a}`, `release ${b}`, `release ${c}`, `rollback ${b}`]);
  expect(entry.versions.find((v) => v.version === c)?.rolledBackAt).toBeDefined();
  expect(await rollback()).toEqual({ from: b, to: a });
});
