import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import crypto from 'node:crypto';
import { type ByteRange, type Storage, type StoredObject, StorageKeyError, assertValidKey, contentTypeOfKey } from './storage';

/** Files on disk under one root folder (`${DATA_DIR}/storage`); the embedded default. */
export class LocalDiskStorage implements Storage {
  readonly kind = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    fs.mkdirSync(this.root, { recursive: true });
  }

  /** The key's absolute path, after checking it cannot leave the root even if the key rules were bypassed. */
  pathOf(key: string): string {
    assertValidKey(key);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(this.root + path.sep)) throw new StorageKeyError(key);
    return full;
  }

  async put(key: string, data: Buffer | Readable, contentType: string): Promise<StoredObject> {
    const full = this.pathOf(key);
    await fsp.mkdir(path.dirname(full), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${full}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      if (Buffer.isBuffer(data)) await fsp.writeFile(temp, data);
      else await pipeline(data, fs.createWriteStream(temp));
      await fsp.rename(temp, full);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
    const stat = await fsp.stat(full);
    return { key, size: stat.size, contentType: contentType || contentTypeOfKey(key), modifiedAt: stat.mtime };
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const stat = await fsp.stat(this.pathOf(key));
      if (!stat.isFile()) return null;
      return { key, size: stat.size, contentType: contentTypeOfKey(key), modifiedAt: stat.mtime };
    } catch (error) {
      if (error instanceof StorageKeyError) throw error;
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  createReadStream(key: string, range?: ByteRange): Readable {
    let full: string;
    try {
      full = this.pathOf(key);
    } catch (error) {
      return Readable.from((async function* fail() {
        yield* [];
        throw error;
      })());
    }
    return fs.createReadStream(full, range ? { start: range.start, end: range.end } : undefined);
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  /** Uploads come through POST /files/, which checks every byte before storing. */
  async createUploadForm(): Promise<null> {
    return null;
  }

  /** Media is streamed by the server's own signed /media routes. */
  async createDownloadUrl(): Promise<null> {
    return null;
  }
}
