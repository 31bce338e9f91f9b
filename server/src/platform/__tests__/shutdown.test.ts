import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../../../test/helpers';
import { drainAndExit } from '../shutdown';

/** A GET on its own connection (no keep-alive: a closing server must refuse a new one). */
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

/** A listening test app with /test/slow, which answers after `ms`; `inFlight` settles once a request is in it. */
async function listeningWithSlowRoute(ms: number) {
  let started!: () => void;
  const inFlight = new Promise<void>((resolve) => (started = resolve));
  const t = await createTestApp({}, {
    beforeReady: (app) => {
      app.get('/test/slow', async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, ms));
        return { data: 'finished' };
      });
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, port, inFlight };
}

test('closing the app lets in-flight requests finish and refuses new ones', async () => {
  const { t, port, inFlight } = await listeningWithSlowRoute(400);

  const slow = get(port, '/test/slow');
  await inFlight;
  const closing = t.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await expect(get(port, '/healthz')).rejects.toThrow();
  expect(await slow).toEqual({ status: 200, body: JSON.stringify({ data: 'finished' }) });
  await closing;
});

test('on SIGTERM the instance answers not-ready first, still serves, finishes in-flight requests, then exits', async () => {
  const { t, port, inFlight } = await listeningWithSlowRoute(600);
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
