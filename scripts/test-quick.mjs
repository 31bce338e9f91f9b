// `pnpm test:quick`: a developer's inner loop. Against main (or the ref given: `pnpm test:quick <ref>`), it
// type-checks the packages the change touches, lints the changed files and runs the jest tests related to
// them (jest follows the imports), on PGlite. Minutes, not the full `npm test`; CI still runs everything.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { log, repoRoot, run } from './lib.mjs';

const base = process.argv[2] ?? 'main';
const git = (...args) => spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).stdout.trim();

const mergeBase = git('merge-base', 'HEAD', base) || base;
const changed = [
  ...new Set([
    ...git('diff', '--name-only', mergeBase).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter((file) => file && fs.existsSync(path.join(repoRoot, file)));

if (changed.length === 0) {
  console.log(`Nothing changed against ${base}.`);
  process.exit(0);
}

const FRONT_END = ['shared', 'shell', 'mfe-course', 'mfe-shots', 'mfe-podcast', 'mfe-account', 'mfe-forms', 'mfe-admin'];
const packageOf = (file) => file.split('/')[0];
const touched = new Set(changed.map(packageOf));
// shared is imported by every other package (the server reads its contract): a change there checks them all.
// The browser packages are one program (tsconfig.frontend.json): checking it once costs about what one package did.
const programs = [
  ...(FRONT_END.some((p) => touched.has(p)) ? [{ name: 'front end', project: 'tsconfig.frontend.json' }] : []),
  ...(touched.has('server') || touched.has('shared') ? [{ name: 'server', project: 'server/tsconfig.json' }] : []),
  ...(touched.has('e2e') || touched.has('shared') ? [{ name: 'e2e', project: 'e2e/tsconfig.json' }] : []),
];
const code = /\.(m?js|cjs|tsx?)$/;
const absolute = (files) => files.map((file) => path.join(repoRoot, file));

const steps = [];
const step = async (name, command, args, options) => {
  log(name);
  const started = Date.now();
  const exit = await run(command, args, options);
  steps.push({ name, ok: exit === 0, seconds: (Date.now() - started) / 1000 });
};

console.log(`${changed.length} files changed against ${base} (${mergeBase.slice(0, 12)}); packages: ${[...touched].join(', ')}`);
for (const { name, project } of programs) await step(`Type check: ${name}`, 'pnpm', ['exec', 'tsc', '-p', project]);
const lintable = changed.filter((file) => code.test(file));
if (lintable.length > 0) await step(`Lint: ${lintable.length} files`, 'pnpm', ['exec', 'eslint', ...lintable]);

const frontEndFiles = changed.filter((file) => FRONT_END.includes(packageOf(file)) && code.test(file));
if (frontEndFiles.length > 0) {
  await step('Jest front end: tests related to the change', 'pnpm', ['exec', 'jest', '--config', 'jest.frontend.config.cjs', '--passWithNoTests', '--findRelatedTests', ...absolute(frontEndFiles)]);
}
const serverFiles = changed.filter((file) => ['server', 'shared'].includes(packageOf(file)) && code.test(file));
if (serverFiles.length > 0) {
  await step('Jest server (PGlite): tests related to the change', 'pnpm', ['--filter', '@site/server', 'exec', 'jest', '--passWithNoTests', '--findRelatedTests', ...absolute(serverFiles)], {
    env: { NODE_OPTIONS: '--experimental-vm-modules' },
  });
}

console.log('\nQuick check:');
for (const s of steps) console.log(`  ${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds.toFixed(0)} s)`);
console.log(changed.some((file) => file.startsWith('e2e/')) ? '\nThe e2e specs changed: run them with `pnpm --filter @site/e2e exec playwright test <file>`.' : '');
process.exit(steps.every((s) => s.ok) ? 0 : 1);
