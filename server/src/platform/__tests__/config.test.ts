import { ConfigError, loadConfig } from '../config';

test('defaults work with an empty environment', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({ PORT: 3000, NODE_ENV: 'development', AUTH_MODE: 'modal', ALLOWED_ORIGINS: [] });
});

test('a bad value stops start-up with a message naming it', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
  expect(() => loadConfig({ ALLOWED_ORIGINS: 'not a url' })).toThrow(/ALLOWED_ORIGINS/);
  expect(() => loadConfig({ APP_SECRET: 'short' })).toThrow(/APP_SECRET: must be at least 32 characters/);
});

test('ALLOWED_ORIGINS is a comma list', () => {
  expect(loadConfig({ ALLOWED_ORIGINS: 'http://localhost:3001, http://127.0.0.1:3001' }).ALLOWED_ORIGINS).toEqual(['http://localhost:3001', 'http://127.0.0.1:3001']);
});

test('storage stays on disk and the release registry in a file unless told otherwise', () => {
  expect(loadConfig({})).toMatchObject({ STORAGE: 'local', RELEASE_REGISTRY: 'file' });
  expect(loadConfig({ DATABASE_URL: 'postgres://db/site' }).RELEASE_REGISTRY).toBe('database');
  expect(loadConfig({ DATABASE_URL: 'postgres://db/site', RELEASE_REGISTRY: 'file' }).RELEASE_REGISTRY).toBe('file');
});

test('STORAGE=s3 needs a bucket and credentials, and checks the addresses', () => {
  const s3 = { STORAGE: 's3', S3_BUCKET: 'site-files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
  expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '0' })).toMatchObject({ S3_FORCE_PATH_STYLE: false, S3_REGION: 'us-east-1' });
  for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
    expect(() => loadConfig({ ...s3, [key]: '' })).toThrow(new RegExp(`${key}: is required when STORAGE=s3`));
  }
  expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://minio' })).toThrow(/S3_ENDPOINT/);
  expect(() => loadConfig({ ...s3, S3_PUBLIC_URL: 'not a url' })).toThrow(/S3_PUBLIC_URL/);
  expect(() => loadConfig({ ...s3, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
  expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
  expect(() => loadConfig({ RELEASE_REGISTRY: 'redis' })).toThrow(/RELEASE_REGISTRY/);
});
