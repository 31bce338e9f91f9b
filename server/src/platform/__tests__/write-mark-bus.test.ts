import type { Database } from '../db';
import { type CacheTag, type InvalidationBus, openInvalidationBus, type UserInvalidation } from '../invalidation';

// The bus side of read-your-writes across instances (platform/write-mark.ts): an instance that is
// handed another's write mark waits until it has applied every message up to it. The channel here
// holds messages back until the test lets them through, so "not yet heard" is certain.

/** LISTEN/NOTIFY as PostgreSQL does it, except that messages wait in `held` until released. */
class HeldChannel {
  private readonly listeners = new Set<{ onMessage: (payload: string) => void; onListen: () => void }>();
  readonly held: string[] = [];
  /** Notifications the database is still acknowledging, and the most there ever were at once. */
  private inFlight = 0;
  maxInFlight = 0;

  database(): Database {
    const pubsub: NonNullable<Database['pubsub']> = {
      listen: async (_channel, onMessage, onListen) => {
        const listener = { onMessage, onListen };
        this.listeners.add(listener);
        onListen();
        return { unlisten: async () => void this.listeners.delete(listener) };
      },
      notify: async (_channel, payload) => {
        this.inFlight += 1;
        this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
        await new Promise((resolve) => setImmediate(resolve));
        this.inFlight -= 1;
        this.held.push(payload);
      },
    };
    return { kind: 'postgres', pubsub } as unknown as Database;
  }

  /** Delivers the first `count` held messages to every listener (their own included, as PostgreSQL does). */
  release(count = this.held.length): void {
    for (const payload of this.held.splice(0, count)) for (const listener of this.listeners) listener.onMessage(payload);
  }

  /** The connection came back: listeners may have missed messages. */
  reconnect(): void {
    for (const listener of this.listeners) listener.onListen();
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
/** Until every notification has left (each waits for the one before). */
async function sent(channel: HeldChannel, count: number): Promise<void> {
  while (channel.held.length < count) await settle();
}

let channel: HeldChannel;
let writer: InvalidationBus;
let reader: InvalidationBus;
let heard: { tags: (readonly CacheTag[] | 'all')[]; users: (UserInvalidation | 'all')[] };

beforeEach(async () => {
  channel = new HeldChannel();
  const options = { onError: (error: unknown) => { throw error; }, joinProcess: false };
  writer = await openInvalidationBus(channel.database(), options);
  reader = await openInvalidationBus(channel.database(), options);
  heard = { tags: [], users: [] };
  reader.subscribe((tags) => heard.tags.push(tags));
  reader.subscribeUsers((change) => heard.users.push(change));
});

afterEach(async () => {
  channel.release();
  await writer.close();
  await reader.close();
});

test('an instance waits for a mark until it has applied every message up to it', async () => {
  writer.publish(['courses']);
  writer.publishUsers({ userIds: [7], scopes: ['account'] });
  const mark = writer.writeMark();
  let caughtUp = false;
  const waiting = reader.catchUp(mark);
  expect(waiting).not.toBeNull();
  void waiting?.then(() => (caughtUp = true));
  await sent(channel, 2);

  channel.release(1);
  await settle();
  expect(heard.tags).toEqual([['courses']]);
  expect(caughtUp).toBe(false);

  channel.release(1);
  await waiting;
  expect(heard.users).toEqual([{ userIds: [7], scopes: ['account'] }]);
  // Heard now: the same mark, or an older one, needs no wait.
  expect(reader.catchUp(mark)).toBeNull();
});

test('a mark of the instance itself, one already heard or not a mark at all needs no wait', async () => {
  writer.publish(['shots']);
  expect(writer.catchUp(writer.writeMark())).toBeNull();
  const notMarks = ['', 'x', '0123456789abcdef', '0123456789abcdef.1', '0123456789abcdef.1.', 'ZZZZZZZZZZZZZZZZ.1.1', `${writer.writeMark()}9999999999999999`];
  for (const notAMark of notMarks) {
    expect(reader.catchUp(notAMark)).toBeNull();
  }
  await sent(channel, 1);
  channel.release();
  expect(reader.catchUp(writer.writeMark())).toBeNull();
});

test('a write made before the instance (re)started listening needs no wait: it dropped all it kept then', async () => {
  writer.publish(['courses']);
  const [origin, sequence] = writer.writeMark().split('.');
  expect(reader.catchUp(`${origin}.${sequence}.${Date.now() - 60_000}`)).toBeNull();
  // The same write made now is waited for.
  const waiting = reader.catchUp(`${origin}.${sequence}.${Date.now()}`);
  expect(waiting).not.toBeNull();
  await sent(channel, 1);
  channel.release();
  await waiting;
});

test('messages leave one after another, in the order published', async () => {
  for (const tag of ['courses', 'shots', 'site', 'audio', 'users'] as const) writer.publish([tag]);
  await sent(channel, 5);
  expect(channel.maxInFlight).toBe(1);
  expect(channel.held.map((payload) => (JSON.parse(payload) as { sequence: number }).sequence)).toEqual([1, 2, 3, 4, 5]);
});

test('a message that never comes: after the timeout the instance drops everything it kept and goes on', async () => {
  writer.publish(['bulletins']);
  await sent(channel, 1);
  channel.held.length = 0; // lost
  const waiting = reader.catchUp(writer.writeMark());
  expect(waiting).not.toBeNull();
  await settle();
  expect(heard.tags).toEqual([]);
  // Resolves after CATCH_UP_TIMEOUT_MS (not asserted: tests assert no timing).
  await waiting;
  expect(heard.tags).toEqual(['all']);
  expect(heard.users).toEqual(['all']);
  // It does not wait for that mark a second time.
  expect(reader.catchUp(writer.writeMark())).toBeNull();
});

test('a reconnect (everything dropped) satisfies the marks being waited for', async () => {
  writer.publish(['site']);
  const waiting = reader.catchUp(writer.writeMark());
  expect(waiting).not.toBeNull();
  channel.reconnect();
  await waiting;
  expect(heard.tags).toContain('all');
});

test('on one instance (no PostgreSQL) there is nothing to carry', async () => {
  const local = await openInvalidationBus({ kind: 'pglite' } as unknown as Database, { onError: () => undefined, joinProcess: false });
  local.publish(['courses']);
  expect(local.spansInstances).toBe(false);
  expect(local.catchUp(writer.writeMark())).toBeNull();
  await local.close();
});
