import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../../../test/helpers';

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

test('closing the app lets in-flight requests finish and refuses new ones', async () => {
  let started!: () => void;
  const inFlight = new Promise<void>((resolve) => (started = resolve));
  const t = await createTestApp({}, {
    beforeReady: (app) => {
      app.get('/test/slow', async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { data: 'finished' };
      });
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;

  const slow = get(port, '/test/slow');
  await inFlight;
  const closing = t.close();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await expect(get(port, '/healthz')).rejects.toThrow();
  expect(await slow).toEqual({ status: 200, body: JSON.stringify({ data: 'finished' }) });
  await closing;
});
