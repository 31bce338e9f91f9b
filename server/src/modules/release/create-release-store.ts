import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { S3Storage } from '../storage/s3-storage';
import type { Storage } from '../storage/storage';
import { databaseReleaseStore } from './database-release-store';
import { ReleaseObjects } from './release-objects';
import { type ReleaseStore, fileReleaseStore } from './release-store';

/** The configured release store (RELEASE_REGISTRY), for the server, the CLI and the admin console alike. */
export function createReleaseStore(config: Config, db: Db, storage: Storage): ReleaseStore {
  if (config.RELEASE_REGISTRY === 'file') return fileReleaseStore(config.RELEASES_DIR);
  return databaseReleaseStore(db, config.RELEASES_DIR, storage instanceof S3Storage ? new ReleaseObjects(storage) : null);
}
