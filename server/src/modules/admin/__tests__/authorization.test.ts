import type { InjectOptions } from 'fastify';
import { createTestApp, createUser, errorOf, injectAs, type TestApp } from '../../../../test/helpers';

type Who = 'visitor' | 'member' | 'teacher' | 'release' | 'admin';

/** Every admin call, and who may make it. A change call's payload is valid but refers to nothing, so a passing guard answers 4xx without changing anything. */
const calls: { call: InjectOptions; allowed: Who[] }[] = [
  { call: { method: 'GET', url: '/api_v1/admin/audit/list' }, allowed: ['admin'] },
  { call: { method: 'GET', url: '/api_v1/admin/release/list' }, allowed: ['release', 'admin'] },
  { call: { method: 'POST', url: '/api_v1/admin/release/activate', payload: { remote: 'course', reason: '测试' } }, allowed: ['release', 'admin'] },
  { call: { method: 'GET', url: '/api_v1/admin/shot/list' }, allowed: ['admin'] },
  { call: { method: 'POST', url: '/api_v1/admin/shot/disable', payload: { id: 999999, reason: '测试' } }, allowed: ['admin'] },
  { call: { method: 'POST', url: '/api_v1/admin/shot/enable', payload: { id: 999999, reason: '测试' } }, allowed: ['admin'] },
  { call: { method: 'GET', url: '/api_v1/admin/user/list' }, allowed: ['admin'] },
  { call: { method: 'GET', url: '/api_v1/admin/order/list' }, allowed: ['admin'] },
  { call: { method: 'GET', url: '/api_v1/admin/order/totals' }, allowed: ['admin'] },
  { call: { method: 'POST', url: '/api_v1/admin/order/refund', payload: { orderNum: '20990101000000000000' } }, allowed: ['admin'] },
  { call: { method: 'GET', url: '/api_v1/forms/health-sign/list' }, allowed: ['admin'] },
  { call: { method: 'GET', url: '/api_v1/admin/bulletin/list' }, allowed: ['admin'] },
  { call: { method: 'POST', url: '/api_v1/admin/bulletin/create', payload: { description: '' } }, allowed: ['admin'] },
  { call: { method: 'POST', url: '/api_v1/admin/bulletin/update', payload: { id: 999999, published: false } }, allowed: ['admin'] },
  { call: { method: 'POST', url: '/api_v1/admin/bulletin/delete', payload: { id: 999999 } }, allowed: ['admin'] },
  { call: { method: 'GET', url: '/api_v1/forms/health-sign/days' }, allowed: ['admin'] },
  { call: { method: 'GET', url: '/api_v1/forms/health-sign/export.csv' }, allowed: ['admin'] },
  { call: { method: 'POST', url: '/api_v1/admin/user/update', payload: { id: 999999, canPostShot: true, reason: '测试' } }, allowed: ['admin'] },
  { call: { method: 'GET', url: '/api_v1/admin/release/visitor?q=nobody-here' }, allowed: ['release', 'admin'] },
  { call: { method: 'GET', url: '/api_v1/admin/comment/reported' }, allowed: ['admin'] },
  { call: { method: 'POST', url: '/api_v1/admin/comment/delete', payload: { id: 999999 } }, allowed: ['admin'] },
  { call: { method: 'POST', url: '/api_v1/admin/comment/dismiss', payload: { id: 999999 } }, allowed: ['admin'] },
  ...['banner', 'tool-group', 'tool', 'nav-group', 'nav-link', 'friend-link', 'app'].flatMap((kind) => [
    { call: { method: 'GET' as const, url: `/api_v1/admin/content/${kind}/list` }, allowed: ['admin'] as Who[] },
    { call: { method: 'POST' as const, url: `/api_v1/admin/content/${kind}/create`, payload: { name: '' } }, allowed: ['admin'] as Who[] },
    { call: { method: 'POST' as const, url: `/api_v1/admin/content/${kind}/update`, payload: { id: 999999, name: '测试' } }, allowed: ['admin'] as Who[] },
    { call: { method: 'POST' as const, url: `/api_v1/admin/content/${kind}/delete`, payload: { id: 999999 } }, allowed: ['admin'] as Who[] },
    { call: { method: 'POST' as const, url: `/api_v1/admin/content/${kind}/reorder`, payload: { ids: [999999] } }, allowed: ['admin'] as Who[] },
  ]),
];

let t: TestApp;
const ids = new Map<Who, number | null>();
beforeAll(async () => {
  t = await createTestApp();
  ids.set('visitor', null);
  ids.set('member', (await createUser(t.database)).id);
  ids.set('teacher', (await createUser(t.database, { roles: { teacher: true } })).id);
  ids.set('release', (await createUser(t.database, { roles: { release: true } })).id);
  ids.set('admin', (await createUser(t.database, { roles: { admin: true } })).id);
}, 120_000);
afterAll(() => t.close());

const matrix = calls.flatMap(({ call, allowed }) =>
  (['visitor', 'member', 'teacher', 'release', 'admin'] as Who[]).map((who) => [`${call.method} ${call.url}`, who, allowed.includes(who), call] as const),
);

test.each(matrix)('%s as %s: allowed=%s', async (_name, who, allowed, call) => {
  const response = await injectAs(t, ids.get(who) ?? null, call);
  expect(response.statusCode).toBeLessThan(500);
  if (allowed) {
    expect([401, 403]).not.toContain(response.statusCode);
  } else if (who === 'visitor') {
    expect(errorOf(response).code).toBe(1100);
  } else {
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe(403);
  }
});

test('refused calls write nothing to the audit log', async () => {
  const admin = ids.get('admin') ?? null;
  const response = await injectAs(t, admin, { method: 'GET', url: '/api_v1/admin/audit/list' });
  expect((response.json() as { data: { count: number } }).data.count).toBe(0);
});

test('every admin route checks the role before the body: a visitor sending garbage gets 1100, a member 403', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const adminRoutes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api_v1/admin/'))
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })));
  expect(adminRoutes.length).toBeGreaterThan(40);
  const garbage = { id: 'not-a-number', orderNum: 12, remote: [], extra: { deep: [[['x']]] } };
  for (const { method, path } of adminRoutes) {
    const url = `${path.replace(/\{[^}]+\}/g, 'x')}${method === 'GET' ? '?page=-1&perPage=abc' : ''}`;
    const call: InjectOptions = { method: method as InjectOptions['method'], url, ...(method === 'GET' ? {} : { payload: garbage }) };
    const asVisitor = await injectAs(t, null, call);
    expect({ route: `${method} ${path}`, code: errorOf(asVisitor).code }).toEqual({ route: `${method} ${path}`, code: 1100 });
    const asMember = await injectAs(t, ids.get('member') ?? null, call);
    expect({ route: `${method} ${path}`, status: asMember.statusCode }).toEqual({ route: `${method} ${path}`, status: 403 });
  }
});
