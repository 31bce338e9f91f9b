import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

test('GET /api-docs serves the browsable UI', async () => {
  const page = await t.app.inject({ method: 'GET', url: '/api-docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('swagger-ui');
  expect((await t.app.inject({ method: 'GET', url: '/api-docs' })).statusCode).toBeLessThan(400);
});

test('every documented route of every module (API, files, media, payment pages) documents its input and its answer', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
  const doc = response.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
  expect(doc.openapi).toMatch(/^3\./);
  // Everything in the document; the shell's static files and the release registry are hidden on purpose.
  const apiPaths = Object.entries(doc.paths).filter(([path]) => !path.startsWith('/api-docs'));
  expect(apiPaths.filter(([path]) => path.startsWith('/api_v1/')).length).toBeGreaterThan(10);
  expect(apiPaths.some(([path]) => path.startsWith('/files/'))).toBe(true);

  const problems: string[] = [];
  for (const [path, operations] of apiPaths) {
    for (const [method, operation] of Object.entries(operations)) {
      // JSON answers, or files (PNG, CSV) documented with binaryAnswer() under their own media type.
      const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
      const described = Object.values(success?.[1].content ?? {}).some((media) => media.schema !== undefined);
      if (!described) problems.push(`${method.toUpperCase()} ${path}: no response schema`);
      // The upload endpoint reads a multipart stream (token, file), which a JSON schema cannot describe.
      const multipartUpload = path === '/files/' && method === 'post';
      if (['post', 'put', 'patch'].includes(method) && !multipartUpload && !operation.requestBody && !(operation.parameters ?? []).length) {
        problems.push(`${method.toUpperCase()} ${path}: no request schema`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('the account and email calls of spec 7 are all documented', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const expected: [string, string][] = [
    ['get', '/api_v1/account/info'],
    ['post', '/api_v1/account/login'],
    ['get', '/api_v1/account/logout'],
    ['post', '/api_v1/account/register-by-email'],
    ['get', '/api_v1/account/username/check/valid'],
    ['get', '/api_v1/account/nickname/check/valid'],
    ['put', '/api_v1/account/info/update'],
    ['get', '/api_v1/account/visitor'],
    ['post', '/api_v1/account/visitor/record'],
    ['post', '/api_v1/account/follow'],
    ['delete', '/api_v1/account/follow'],
    ['get', '/api_v1/account/follow/check'],
    ['get', '/api_v1/account/following'],
    ['get', '/api_v1/account/public/info'],
    ['get', '/api_v1/account/message/list'],
    ['post', '/api_v1/account/message/update'],
    ['get', '/api_v1/account/power/top-comment'],
    ['post', '/api_v1/email/verify/code'],
    ['post', '/api_v1/email/send/verify/code'],
    ['get', '/api_v1/email/check/valid'],
  ];
  const missing = expected.filter(([method, path]) => !doc.paths[path]?.[method]).map(([method, path]) => `${method} ${path}`);
  expect(missing).toEqual([]);
});
