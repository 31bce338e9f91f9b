import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Config } from '../src/platform/config';

export interface TestS3 {
  /** STORAGE=s3 settings for createTestApp / loadConfig overrides. */
  config: Partial<Config>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/**
 * A real S3 server (s3rver, from npm) on loopback with its files in a temp folder. S3_TEST_PORT picks
 * the port (a free one by default, so parallel suites never collide).
 */
export async function startTestS3(bucket = 'site-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: Number(process.env.S3_TEST_PORT ?? 0),
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    config: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      // s3rver's fixed development credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: true,
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
