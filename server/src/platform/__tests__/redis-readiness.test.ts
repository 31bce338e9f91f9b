import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { createTestApp, type TestApp } from '../../../test/helpers';

/** Its own port: redis-shared.test.ts may run beside this file. */
const PORT = Number(process.env.TEST_REDIS_READINESS_PORT ?? 6398);
let server: ChildProcess;
let t: TestApp;

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const portOpen = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

beforeAll(async () => {
  server = spawn('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitFor(portOpen, 'redis-server');
  t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${PORT}` });
});
afterAll(async () => {
  await t.close();
  if (server.exitCode === null) server.kill('SIGTERM');
});

const readyz = async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).json() as { data: { status: string; checks: Record<string, boolean> } };
const redisUp = async () => /^site_redis_up\{target="127\.0\.0\.1:\d+"\} (\d)$/m.exec((await t.app.inject({ method: 'GET', url: '/metrics' })).body)?.[1];

test('with Redis configured, readiness and the metrics follow its connection', async () => {
  await waitFor(async () => (await readyz()).data.checks.redis === true, 'redis ready');
  expect((await readyz()).data.status).toBe('ready');
  expect(await redisUp()).toBe('1');

  server.kill('SIGKILL');
  await waitFor(async () => (await readyz()).data.checks.redis === false, 'redis lost');
  expect((await readyz()).data.status).toBe('not-ready');
  expect(await redisUp()).toBe('0');
});
