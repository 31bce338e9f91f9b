import { expect, test } from '@jest/globals';
import Fastify from 'fastify';
import { schedulePurge } from '../housekeeping';

test('closing the app waits for a clean-up run under way, so the database can close after it', async () => {
  const app = Fastify({ logger: false });
  let finish = () => undefined as void;
  const events: string[] = [];
  schedulePurge(app, 'slow', async () => {
    events.push('run started');
    await new Promise<void>((resolve) => (finish = resolve));
    events.push('run ended');
  });
  await app.ready();
  expect(events).toEqual(['run started']);

  const closed = app.close().then(() => events.push('closed'));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(events).toEqual(['run started']);
  finish();
  await closed;
  expect(events).toEqual(['run started', 'run ended', 'closed']);
});

test('a failed run is logged and does not fail closing', async () => {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
  schedulePurge(app, 'broken', async () => {
    throw new Error('table missing');
  });
  await app.ready();
  await app.close();
  expect(lines.map((line) => JSON.parse(line) as { msg: string; task: string })).toEqual([expect.objectContaining({ msg: 'purge failed', task: 'broken' })]);
});

test('a tick that finds the last run under way is skipped, not queued behind it', async () => {
  const app = Fastify({ logger: false });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let runs = 0;
  let finish = () => undefined as void;
  schedulePurge(
    app,
    'slow',
    async () => {
      runs += 1;
      await new Promise<void>((resolve) => (finish = resolve));
    },
    200,
  );
  await app.ready();
  await sleep(700); // three ticks came while the first run was under way
  expect(runs).toBe(1);
  finish();
  await new Promise((resolve) => setImmediate(resolve));
  expect(runs).toBe(1); // none of them waited to run now
  await sleep(250);
  expect(runs).toBe(2); // the next tick runs as usual
  finish();
  await app.close();
});
