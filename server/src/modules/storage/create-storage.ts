import path from 'node:path';
import type { Config } from '../../platform/config';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage, s3SettingsOf } from './s3-storage';
import type { Storage } from './storage';

/** Where the embedded default keeps stored files. */
export const storageRootOf = (dataDir: string) => path.join(dataDir, 'storage');

/** The configured backend: files under DATA_DIR (the embedded default), or the S3 bucket of STORAGE=s3. */
export function createStorage(config: Config): Storage {
  return config.STORAGE === 's3' ? new S3Storage(s3SettingsOf(config)) : new LocalDiskStorage(storageRootOf(config.DATA_DIR));
}
