import { createTestApp, type TestApp } from '../../../../test/helpers';

describe('the development outbox', () => {
  let t: TestApp;
  afterEach(() => t.close());

  test('is a JSON list outside /api_v1 when not in production', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  test('does not exist in production', async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });
});
