import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import type { S3Storage } from '../storage/s3-storage';
import type { Storage } from '../storage/storage';
import { databaseReleaseStore } from './database-release-store';
import type { ReleaseObjects } from './release-objects';
import { type ReleaseStore, fileReleaseStore } from './release-store';

/** The configured release store (RELEASE_REGISTRY), for the server, the CLI and the admin console alike. */
export async function createReleaseStore(config: Config, db: Db, storage: Storage): Promise<ReleaseStore> {
  if (config.RELEASE_REGISTRY === 'file') return fileReleaseStore(config.RELEASES_DIR);
  return databaseReleaseStore(db, config.RELEASES_DIR, await releaseObjectsOf(storage));
}

/** The release folders' copy in the bucket, when files live in one (loaded only then: it needs the AWS SDK). */
export async function releaseObjectsOf(storage: Storage): Promise<ReleaseObjects | null> {
  if (storage.kind !== 's3') return null;
  const { ReleaseObjects } = await import('./release-objects');
  return new ReleaseObjects(storage as S3Storage);
}
