import { expect, test } from '@jest/globals';
import { eachAtMost } from '../each-at-most';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

test('every item is worked on once, never more than the limit at a time', async () => {
  const items = Array.from({ length: 25 }, (_, i) => i);
  const done: number[] = [];
  let running = 0;
  let most = 0;
  await eachAtMost(items, 4, async (item) => {
    running++;
    most = Math.max(most, running);
    await tick();
    running--;
    done.push(item);
  });
  expect(done.sort((a, b) => a - b)).toEqual(items);
  expect(most).toBe(4);
});

test('after a failure no new item starts, and the rejection waits for the work under way', async () => {
  const started: number[] = [];
  const ended: number[] = [];
  const result = eachAtMost([0, 1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
    started.push(item);
    if (item === 1) throw new Error('copy 1 failed');
    await tick();
    await tick();
    ended.push(item);
  });
  await expect(result).rejects.toThrow('copy 1 failed');
  // 0 and 2 were under way when 1 failed: both finished before the caller heard of the failure.
  expect(started).toEqual([0, 1, 2]);
  expect(ended.sort()).toEqual([0, 2]);
});

test('no items: nothing runs and it resolves', async () => {
  let calls = 0;
  await eachAtMost([], 8, async () => {
    calls++;
  });
  expect(calls).toBe(0);
});
