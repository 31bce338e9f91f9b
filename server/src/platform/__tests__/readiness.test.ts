import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readyz = async (app = t.app) => {
  const response = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: response.statusCode, body: response.json() as { data: { status: string; checks: Record<string, boolean> } } };
};

test('ready once the database answers, its migrations are applied and the releases are loaded', async () => {
  expect(await readyz()).toEqual({ status: 200, body: { data: { status: 'ready', checks: { database: true, migrations: true, releases: true } } } });
});

test('not ready when a condition fails, and says which', async () => {
  t.app.ctx.readiness.add('test-dependency', () => false);
  t.app.ctx.readiness.add('test-throwing', () => {
    throw new Error('unreachable');
  });
  const { status, body } = await readyz();
  expect(status).toBe(503);
  expect(body.data.status).toBe('not-ready');
  expect(body.data.checks).toMatchObject({ database: true, 'test-dependency': false, 'test-throwing': false });
  t.app.ctx.readiness.add('test-dependency', () => true);
  t.app.ctx.readiness.add('test-throwing', () => true);
  expect((await readyz()).status).toBe(200);
});

test('not ready when the database lacks a migration of this build', async () => {
  const other = await createTestApp();
  try {
    await other.database.db.execute('delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)');
    const { status, body } = await readyz(other.app);
    expect(status).toBe(503);
    expect(body.data.checks).toMatchObject({ database: true, migrations: false });
  } finally {
    await other.close();
  }
});

test('draining answers not ready while everything else still works', async () => {
  const other = await createTestApp();
  try {
    other.app.ctx.readiness.drain();
    expect(await readyz(other.app)).toMatchObject({ status: 503, body: { data: { status: 'draining' } } });
    expect((await other.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await other.app.inject({ method: 'GET', url: '/api_v1/tool/list' })).statusCode).toBe(200);
  } finally {
    await other.close();
  }
});
