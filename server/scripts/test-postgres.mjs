#!/usr/bin/env node
// Runs the server's jest suite once against a real PostgreSQL: starts a throwaway cluster on
// loopback (port 54329), sets TEST_DATABASE_URL (test/helpers.ts then creates one database per
// suite), runs jest with any extra arguments, stops the cluster and exits with jest's code.
//   node scripts/test-postgres.mjs [jest args...]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PORT = Number(process.env.PG_TEST_PORT ?? 54329);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function findBinDir() {
  const root = '/usr/lib/postgresql';
  const preferred = path.join(root, '15', 'bin');
  if (fs.existsSync(path.join(preferred, 'initdb'))) return preferred;
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => Number(v) >= 15).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

const binDir = findBinDir();
if (!binDir) {
  console.error('PostgreSQL 15 binaries not found under /usr/lib/postgresql/15/bin.\nInstall them with: apt-get install -y postgresql');
  process.exit(2);
}

// initdb and postgres refuse to run as root: run them as the postgres user (or nobody) with a folder it owns.
const isRoot = process.getuid?.() === 0;
const runAs = isRoot ? (spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody') : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'));
if (runAs) spawnSync('chown', ['-R', `${runAs}:`, dataDir], { stdio: 'inherit' });

function pg(tool, args, options = {}) {
  const command = path.join(binDir, tool);
  const [file, argv] = runAs ? ['runuser', ['-u', runAs, '--', command, ...args]] : [command, args];
  return spawnSync(file, argv, { stdio: options.quiet ? 'pipe' : 'inherit', encoding: 'utf8' });
}

let started = false;
function stopCluster() {
  if (started) {
    pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { quiet: true });
    started = false;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function fail(message, result) {
  console.error(message);
  if (result?.stdout) console.error(result.stdout);
  if (result?.stderr) console.error(result.stderr);
  stopCluster();
  process.exit(2);
}

const init = pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'], { quiet: true });
if (init.status !== 0) fail('initdb failed', init);

const logFile = path.join(dataDir, 'server.log');
const options = `-p ${PORT} -h 127.0.0.1 -k ${dataDir} -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
const start = pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start'], { quiet: true });
if (start.status !== 0) {
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
  fail(`PostgreSQL did not start on 127.0.0.1:${PORT} (is the port taken?)\n${log}`, start);
}
started = true;
console.log(`PostgreSQL ${path.basename(path.dirname(binDir))} running on 127.0.0.1:${PORT} (data in ${dataDir})`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopCluster();
    process.exit(130);
  });
}

const require = createRequire(path.join(serverDir, 'package.json'));
const jestBin = path.join(path.dirname(require.resolve('jest/package.json')), 'bin', 'jest.js');
const child = spawn(process.execPath, [jestBin, ...process.argv.slice(2)], {
  cwd: serverDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${PORT}/postgres`,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
  },
});
child.on('exit', (code, signal) => {
  stopCluster();
  process.exit(code ?? (signal ? 1 : 0));
});
