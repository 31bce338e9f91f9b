import { createTestApp, createUser, injectAs, type TestApp } from '../../../../test/helpers';
import { CID, healthSign, promise } from './fixtures';

// ID numbers, phones and signatures are personal data: whatever the forms do, none reaches the log.
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => void lines.push(line) } });
  await createUser(t.database, { cid: CID });
}, 120_000);
afterAll(() => t.close());

test('look-ups, sign-ins, promises and refusals log no ID number, phone or signature', async () => {
  const admin = await createUser(t.database, { roles: { admin: true } });
  await t.app.inject({ method: 'GET', url: `/api_v1/api/user/search/cid?cid=${CID}` });
  await t.app.inject({ method: 'POST', url: '/api_v1/api/disease/info', payload: healthSign() });
  await t.app.inject({ method: 'POST', url: '/api_v1/api/disease/info', payload: healthSign() });
  await t.app.inject({ method: 'POST', url: '/api_v1/api/disease/info', payload: promise() });
  await t.app.inject({ method: 'POST', url: '/api_v1/api/disease/info', payload: promise({ tel: '1380013800' }) });
  await injectAs(t, admin.id, { method: 'GET', url: '/api_v1/forms/health-sign/export.csv' });
  await injectAs(t, admin.id, { method: 'GET', url: '/api_v1/forms/promise/export.csv' });

  const log = lines.join('\n');
  expect(log).toContain('/api_v1/api/disease/info');
  for (const secret of [CID, CID.toLowerCase(), '13800138000', '1380013800', 'iVBORw0KGgo']) {
    expect(log).not.toContain(secret);
  }
});
