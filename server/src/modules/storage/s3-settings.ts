import type { Config } from '../../platform/config';

// Apart from s3-storage.ts so that what only reads the settings (the CSP, the choice of backend) does not load
// the AWS SDK: most test files never talk to a bucket.

/** The bucket and how to reach it: the server's endpoint, and the one browsers use (presigned URLs are signed for its host). */
export interface S3Settings {
  endpoint?: string;
  publicUrl?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export function s3SettingsOf(config: Config): S3Settings {
  if (!config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return {
    endpoint: config.S3_ENDPOINT,
    publicUrl: config.S3_PUBLIC_URL,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** The origin browsers fetch presigned URLs from (for the CSP's media-src and connect-src). */
export function browserOriginOf(settings: S3Settings): string {
  const base = new URL(settings.publicUrl ?? settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  return settings.forcePathStyle ? base.origin : `${base.protocol}//${settings.bucket}.${base.host}`;
}
