import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { nextTask } from '../next-task';

type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

describe('nextTask', () => {
  // jsdom has no MessageChannel; Node's behaves as the browser's (a message is delivered in a later task).
  beforeAll(() => {
    (globalThis as { MessageChannel?: unknown }).MessageChannel = NodeMessageChannel;
  });
  afterAll(() => {
    delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
  });
  afterEach(() => {
    delete (globalThis as WithScheduler).scheduler;
  });

  it('resolves in a later task: microtasks queued after it run first', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('chained microtask'));
    await done;
    expect(order).toEqual(['microtask', 'chained microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as WithScheduler).scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
