import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskStorage } from '../local-disk-storage';
import { readAll } from '../service';
import { StorageKeyError, isValidKey } from '../storage';

describe('LocalDiskStorage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  const storage = new LocalDiskStorage(path.join(root, 'storage'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it.each(['../x', 'a/../../x', '/etc/passwd', 'a\\..\\x', 'a\0b', '', 'a//b', './a', 'a/./b', 'a/', '.hidden', 'a/..'])(
    'refuses the key %j',
    async (key) => {
      expect(isValidKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(readAll(storage.createReadStream(key))).rejects.toBeInstanceOf(StorageKeyError);
    },
  );

  it('puts, stats, reads ranges and deletes', async () => {
    const key = 'private/videos/a.mp4';
    const stored = await storage.put(key, Readable.from([Buffer.from('0123456789')]), 'video/mp4');
    expect(stored.size).toBe(10);
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.stat(key))?.contentType).toBe('video/mp4');
    expect((await readAll(storage.createReadStream(key, { start: 2, end: 5 }))).toString()).toBe('2345');
    expect(fs.existsSync(path.join(root, 'storage', 'private', 'videos', 'a.mp4'))).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.stat('missing/file.png')).toBeNull();
  });
});
