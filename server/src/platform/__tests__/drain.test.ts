import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../../../test/helpers';
import { drainAndExit } from '../shutdown';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test('on SIGTERM the instance answers not-ready first, still serves, finishes in-flight requests, then exits', async () => {
  let started!: () => void;
  const inFlight = new Promise<void>((resolve) => (started = resolve));
  const t = await createTestApp({}, {
    beforeReady: (app) => {
      app.get('/test/slow', async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 600));
        return { data: 'finished' };
      });
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  expect((await get(port, '/readyz')).status).toBe(200);

  const slow = get(port, '/test/slow');
  await inFlight;
  const exited: number[] = [];
  const stopping = drainAndExit(t.app, t.database, 'SIGTERM', { drainMs: 300, graceMs: 5_000, exit: (code) => void exited.push(code) });

  // Draining: not ready, but a new request is still answered.
  const readyz = await get(port, '/readyz');
  expect(readyz.status).toBe(503);
  expect(JSON.parse(readyz.body)).toMatchObject({ data: { status: 'draining' } });
  expect((await get(port, '/healthz')).status).toBe(200);
  expect(exited).toEqual([]);

  // Then it stops accepting; the request in flight still gets its whole answer, and only then does it exit.
  expect(await slow).toEqual({ status: 200, body: JSON.stringify({ data: 'finished' }) });
  await stopping;
  await expect(get(port, '/healthz')).rejects.toThrow();
  expect(exited).toEqual([0]);
});
