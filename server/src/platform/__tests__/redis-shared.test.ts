import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { RedisOnlineCounter } from '../../modules/audio/redis-online';
import { ManualClock } from '../clock';
import { SharedHitCounter } from '../hit-counter';

/**
 * Shared state across instances on a real redis-server (Debian's package; `npm test` installs it):
 * two counters or two apps on one Redis behave as one. REDIS_TEST_PORT moves the port.
 */
const PORT = Number(process.env.REDIS_TEST_PORT ?? 6392);
const URL = `redis://127.0.0.1:${PORT}`;
let server: ChildProcess;
let redis: Redis;

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not listen on ${port}`);
}

beforeAll(async () => {
  server = spawn('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(PORT);
  redis = new Redis(URL);
  await redis.flushall();
});

afterAll(async () => {
  await redis.quit();
  server.kill('SIGTERM');
});

test('online counts: a beat on one instance is counted by the other; 30 s window; one episode at a time', async () => {
  const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
  const a = new RedisOnlineCounter(redis, clock);
  const other = new Redis(URL);
  const b = new RedisOnlineCounter(other, clock);
  try {
    await a.beat(1, 'x');
    await b.beat(1, 'y');
    await a.beat(2, 'z');
    expect(await b.counts([1, 2, 3])).toEqual(new Map([[1, 2], [2, 1], [3, 0]]));
    clock.advance(20_000);
    await b.beat(1, 'x');
    clock.advance(10_000);
    // y and z beat 30 s ago: gone; x beat 10 s ago (through the other instance): still here.
    expect(await a.count(1)).toBe(1);
    expect(await a.count(2)).toBe(0);
    await a.beat(2, 'x');
    expect(await b.counts([1, 2])).toEqual(new Map([[1, 0], [2, 1]]));
    expect(await b.counts([])).toEqual(new Map());
    // Leaving through one instance (a stop, or a visitor signing in) is seen by the other at once.
    await b.leave('x', 1);
    expect(await a.count(2)).toBe(1);
    await b.leave('x', 2);
    await b.leave('x');
    expect(await a.counts([1, 2])).toEqual(new Map([[1, 0], [2, 0]]));
    await b.beat(1, 'y');
    await a.leave('y');
    expect(await b.count(1)).toBe(0);
  } finally {
    await other.quit();
  }
});

test('view dedupe: one viewer counts once per window whichever instance sees the hit', async () => {
  const clock = new ManualClock();
  const written: Array<Map<number, number>> = [];
  const write = async (counts: Map<number, number>) => {
    written.push(new Map(counts));
  };
  const onError = (error: unknown) => {
    throw error;
  };
  const a = new SharedHitCounter(write, clock, redis, 'test-views', onError);
  const b = new SharedHitCounter(write, clock, redis, 'test-views', onError);
  a.hit(7, 'u:1');
  b.hit(7, 'u:1');
  b.hit(7, 'u:2');
  a.hit(8, 'u:1');
  await a.flush();
  await b.flush();
  const total = (target: number) => written.reduce((sum, batch) => sum + (batch.get(target) ?? 0), 0);
  expect(total(7)).toBe(2);
  expect(total(8)).toBe(1);
  expect(a.pending(7) + b.pending(7)).toBe(0);
});

describe('two apps on one Redis', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await createTestApp({ REDIS_URL: URL, INSTANCE_NAME: 'api-1' });
    two = await createTestApp({ REDIS_URL: URL, INSTANCE_NAME: 'api-2' });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  test('every answer names its instance in X-Served-By', async () => {
    expect((await one.app.inject({ method: 'GET', url: '/healthz' })).headers['x-served-by']).toBe('api-1');
    const missing = await two.app.inject({ method: 'GET', url: '/api_v1/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-served-by']).toBe('api-2');
  });

  test('a rate limit counts the requests of both instances (register: 10 a minute per address)', async () => {
    const register = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api_v1/account/register-by-email', remoteAddress: '203.0.113.9', payload: {} });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await register(i % 2 === 0 ? one : two)).statusCode);
    expect(statuses.every((status) => status !== 429)).toBe(true);
    expect((await register(one)).statusCode).toBe(429);
    expect((await register(two)).statusCode).toBe(429);
  });
});

test('without INSTANCE_NAME no X-Served-By is sent', async () => {
  const t = await createTestApp();
  try {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['x-served-by']).toBeUndefined();
  } finally {
    await t.close();
  }
});

test('with Redis unreachable, online counts answer 0 and a beat is not an error (the page still answers)', async () => {
  const errors: unknown[] = [];
  // A port nothing listens on: taken from the system, then released.
  const closedPort = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const down = new Redis(`redis://127.0.0.1:${closedPort}`, { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
  down.on('error', () => undefined);
  const online = new RedisOnlineCounter(down, new ManualClock(), (error) => errors.push(error));
  try {
    await online.beat(1, 'x');
    expect(await online.counts([1, 2])).toEqual(new Map([[1, 0], [2, 0]]));
    expect(errors.length).toBe(2);
  } finally {
    down.disconnect();
  }
});
