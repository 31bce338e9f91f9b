import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { RemoteName } from '@site/shared/contract';
import { eachAtMost } from '../../platform/each-at-most';
import { isNotFound, type S3Storage } from '../storage/s3-storage';
import { contentTypeOfKey } from '../storage/storage';

/** Released folders in the bucket, under releases/<remote>/<version>/ (the same layout as RELEASES_DIR). */
export const RELEASES_PREFIX = 'releases/';
const prefixOf = (remote: RemoteName, version: string) => `${RELEASES_PREFIX}${remote}/${version}/`;

/**
 * Files copied to or from the object store at once. One at a time, a remote's ~110 files took an
 * instance about 1.8 s to copy on the 2-core CI machine, close to the 2 s in which a release must be
 * served everywhere; the round trips, not the bytes, were the cost.
 */
const COPIES_AT_ONCE = 8;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** The object store side of the database release store: upload a folder, list it, download it. */
export class ReleaseObjects {
  constructor(private readonly s3: S3Storage) {}

  private async list(prefix: string): Promise<{ key: string; size: number }[]> {
    const found: { key: string; size: number }[] = [];
    let token: string | undefined;
    do {
      const page = await this.s3.client.send(new ListObjectsV2Command({ Bucket: this.s3.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) found.push({ key: item.Key, size: item.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  /** The manifest goes last: a version whose manifest is in the bucket is complete. */
  async upload(remote: RemoteName, version: string, dir: string): Promise<void> {
    const files = walk(dir);
    const isManifest = (file: string) => file.endsWith('mf-manifest.json');
    const put = async (file: string) => {
      const relative = path.relative(dir, file).split(path.sep).join('/');
      await this.s3.client.send(
        new PutObjectCommand({ Bucket: this.s3.bucket, Key: prefixOf(remote, version) + relative, Body: await fs.promises.readFile(file), ContentType: contentTypeOfKey(relative) }),
      );
    };
    await eachAtMost(files.filter((file) => !isManifest(file)), COPIES_AT_ONCE, put);
    await eachAtMost(files.filter(isManifest), COPIES_AT_ONCE, put);
  }

  async has(remote: RemoteName, version: string): Promise<boolean> {
    try {
      await this.s3.client.send(new HeadObjectCommand({ Bucket: this.s3.bucket, Key: `${prefixOf(remote, version)}mf-manifest.json` }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async size(remote: RemoteName, version: string): Promise<number | null> {
    const files = await this.list(prefixOf(remote, version));
    if (files.length === 0) return null;
    return files.filter((f) => !/\.(br|gz)$/.test(f.key)).reduce((sum, f) => sum + f.size, 0);
  }

  /** Copies a version into `target` through a staging folder and a rename: a local copy is complete or absent. */
  async download(remote: RemoteName, version: string, target: string): Promise<void> {
    const prefix = prefixOf(remote, version);
    const files = await this.list(prefix);
    if (!files.some((f) => f.key === `${prefix}mf-manifest.json`)) throw new Error(`${remote} ${version} is not in the object store`);
    const staging = path.join(path.dirname(target), `.staging-${version}-${process.pid}`);
    await fs.promises.rm(staging, { recursive: true, force: true });
    await eachAtMost(files, COPIES_AT_ONCE, async ({ key }) => {
      const relative = key.slice(prefix.length);
      const file = path.resolve(staging, relative);
      if (!file.startsWith(staging + path.sep)) return;
      const answer = await this.s3.client.send(new GetObjectCommand({ Bucket: this.s3.bucket, Key: key }));
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      if (!answer.Body) throw new Error(`${key}: empty answer from the object store`);
      await fs.promises.writeFile(file, await answer.Body.transformToByteArray());
    });
    await fs.promises.rm(target, { recursive: true, force: true });
    await fs.promises.rename(staging, target);
  }
}
