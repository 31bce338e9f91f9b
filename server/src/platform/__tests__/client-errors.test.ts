import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/helpers';

/** What only a real socket shows: Node's HTTP parser refusing a request, and a keep-alive client after it. */

let t: TestApp;
let port: number;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  agent.destroy();
  await t.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function request(method: string, path: string, body?: Buffer, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

test('a URL over 16 KB gets the envelope and Connection: close on every route, and the keep-alive client carries on', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, '1')] as const));
  expect(routes.length).toBeGreaterThan(90);
  const problems: string[] = [];
  for (const [method, path] of routes) {
    const long = await request(method, `${path}?q=${'a'.repeat(17 * 1024)}`);
    const envelope = (() => {
      try {
        return JSON.parse(long.body) as { error?: { code: number; message: string } };
      } catch {
        return {};
      }
    })();
    if (long.status !== 431 || envelope.error?.code !== 431 || long.headers.connection !== 'close') {
      problems.push(`${method} ${path}: ${long.status} ${long.headers.connection} ${long.body.slice(0, 100)}`);
    }
    const next = await request('GET', '/healthz');
    if (next.status !== 200) problems.push(`${method} ${path}: the next request got ${next.status}`);
  }
  expect(problems).toEqual([]);
});

test('over a real connection, a truncated upload is 400 and a 50 MB upload 413, both in the envelope', async () => {
  const boundary = 'cut';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const truncated = await request('POST', '/files/', Buffer.from(`${head}\x89PNG`), { 'content-type': `multipart/form-data; boundary=${boundary}` });
  expect(truncated.status).toBe(400);
  expect(JSON.parse(truncated.body)).toEqual({ error: { code: 400, message: expect.stringMatching(/[\u4e00-\u9fa5]/) } });

  const huge = Buffer.concat([Buffer.from(head), Buffer.alloc(50 * 1024 * 1024, 1), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const tooLarge = await request('POST', '/files/', huge, { 'content-type': `multipart/form-data; boundary=${boundary}` });
  expect(tooLarge.status).toBe(413);
  expect(JSON.parse(tooLarge.body)).toEqual({ error: { code: 413, message: expect.stringMatching(/[\u4e00-\u9fa5]/) } });

  const hugeJson = await request('POST', '/api_v1/account/login', Buffer.alloc(50 * 1024 * 1024, 32), { 'content-type': 'application/json' });
  expect(hugeJson.status).toBe(413);
  expect((await request('GET', '/healthz')).status).toBe(200);
});
