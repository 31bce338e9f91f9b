import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from '../db/data-dir-lock';

const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-')), 'db');

test('a second owner of the embedded database folder is refused while the first lives', async () => {
  const dir = tempDir();
  // Another live process holds the lock.
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  try {
    fs.writeFileSync(`${dir}.lock`, String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(other.pid));
  } finally {
    other.kill();
  }
});

test('a dead owner\'s lock is taken over, and release removes it', async () => {
  const dir = tempDir();
  const dead = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => dead.on('exit', resolve));
  fs.writeFileSync(`${dir}.lock`, String(dead.pid));
  const release = lockDataDir(dir);
  expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  // Free again: the next owner gets it.
  lockDataDir(dir)();
});
