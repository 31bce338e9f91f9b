#!/usr/bin/env node
// Runs the server's jest suite once against a real PostgreSQL: starts a throwaway cluster on
// loopback (port 54329, or one the system gives when that one is taken), sets TEST_DATABASE_URL (test/helpers.ts then creates one database per
// suite), runs jest with any extra arguments, stops the cluster and exits with jest's code.
//   node scripts/test-postgres.mjs [jest args...]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WANTED_PORT = Number(process.env.PG_TEST_PORT ?? 54329);
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

/** A loopback port free right now, as the system hands one out. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the cluster on `port`; the server's log when it did not start. */
function startOn(port) {
  fs.rmSync(logFile, { force: true });
  const options = `-p ${port} -h 127.0.0.1 -k ${dataDir} -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const result = pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start'], { quiet: true });
  return { result, log: result.status === 0 ? '' : fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '' };
}

// The wanted port lies in Linux's range for outgoing connections (32768-60999): any client socket on the machine
// (a browser's, another suite's) may hold it for a moment (a fresh-clone run, 2026-11-30). Then a free one is asked for.
let PORT = WANTED_PORT;
let start = startOn(PORT);
for (let attempt = 0; start.result.status !== 0 && /Address already in use/.test(start.log) && attempt < 3; attempt += 1) {
  PORT = await freePort();
  console.log(`127.0.0.1:${WANTED_PORT} is taken; starting PostgreSQL on ${PORT}`);
  start = startOn(PORT);
}
if (start.result.status !== 0) fail(`PostgreSQL did not start on 127.0.0.1:${PORT} (is the port taken?)\n${start.log}`, start.result);
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
