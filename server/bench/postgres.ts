// A throwaway PostgreSQL cluster for the bench (same approach as scripts/test-postgres.mjs):
// initdb into a temp folder, start on loopback at BENCH_PG_PORT, stop and delete at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

export interface PgCluster {
  /** postgres://… of a database in the cluster (created on demand). */
  urlOf(database: string): string;
  createDatabase(name: string, template?: string): Promise<string>;
  stop(): void;
}

function findBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => Number(v) >= 15).sort((a, b) => Number(a) - Number(b)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

export function startPgCluster(port: number): PgCluster {
  const binDir = findBinDir();
  if (!binDir) throw new Error('PostgreSQL 15+ binaries not found under /usr/lib/postgresql (apt-get install -y postgresql)');
  // initdb and postgres refuse to run as root: run them as the postgres user with a folder it owns.
  const isRoot = process.getuid?.() === 0;
  const runAs = isRoot ? (spawnSync('id', ['-u', 'postgres']).status === 0 ? 'postgres' : 'nobody') : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-pg-'));
  if (runAs) spawnSync('chown', ['-R', `${runAs}:`, dataDir]);
  const pg = (tool: string, args: string[]) => {
    const command = path.join(binDir, tool);
    const [file, argv] = runAs ? ['runuser', ['-u', runAs, '--', command, ...args]] : [command, args];
    return spawnSync(file, argv, { encoding: 'utf8' });
  };
  const init = pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  // Durable-write settings off: the bench measures the request path, not the disk.
  const options = `-p ${port} -h 127.0.0.1 -k ${dataDir} -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const logFile = path.join(dataDir, 'server.log');
  const start = pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
  if (start.status !== 0) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start on 127.0.0.1:${port} (is the port taken?)\n${log}`);
  }
  let running = true;
  const stop = () => {
    if (!running) return;
    running = false;
    pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    urlOf,
    async createDatabase(name, template) {
      const admin = postgres(urlOf('postgres'), { max: 1, onnotice: () => undefined });
      try {
        await admin.unsafe(`drop database if exists ${name}`);
        await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`);
      } finally {
        await admin.end();
      }
      return urlOf(name);
    },
    stop,
  };
}
