import path from 'node:path';
import type { Config } from '../../platform/config';
import { LocalDiskStorage } from './local-disk-storage';
import { s3SettingsOf } from './s3-settings';
import type { Storage } from './storage';

/** Where the embedded default keeps stored files. */
export const storageRootOf = (dataDir: string) => path.join(dataDir, 'storage');

/**
 * The configured backend: files under DATA_DIR (the embedded default), or the S3 bucket of STORAGE=s3. Run from
 * source (tests, tsx), the AWS SDK is loaded only for a bucket: it was 0.7 s of every server test file's start.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE !== 's3') return new LocalDiskStorage(storageRootOf(config.DATA_DIR));
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(s3SettingsOf(config));
}
