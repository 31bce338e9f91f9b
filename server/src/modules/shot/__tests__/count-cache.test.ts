import { cachedCount, forgetCounts } from '../count-cache';

test('a total is reused within the TTL, recounted after it and after forgetCounts', async () => {
  const owner = {};
  let calls = 0;
  const count = async () => {
    calls += 1;
    return calls * 10;
  };
  expect(await cachedCount(owner, 'all', count, 0)).toBe(10);
  expect(await cachedCount(owner, 'all', count, 14_999)).toBe(10);
  expect(await cachedCount(owner, 'other', count, 1)).toBe(20);
  expect(await cachedCount(owner, 'all', count, 15_000)).toBe(30);
  forgetCounts(owner);
  expect(await cachedCount(owner, 'all', count, 15_001)).toBe(40);
  expect(await cachedCount({}, 'all', count, 15_001)).toBe(50);
});

test('requests that arrive while a total is being counted share that count', async () => {
  const owner = {};
  let calls = 0;
  let finish: (value: number) => void = () => undefined;
  const count = () => {
    calls += 1;
    return new Promise<number>((resolve) => {
      finish = resolve;
    });
  };
  const first = cachedCount(owner, 'all', count, 0);
  const second = cachedCount(owner, 'all', count, 5);
  expect(calls).toBe(1);
  finish(7);
  expect(await Promise.all([first, second])).toEqual([7, 7]);
});

test('a write during a count makes the next request count afresh; a failed count is not remembered', async () => {
  const owner = {};
  let calls = 0;
  const pending = cachedCount(owner, 'all', async () => {
    calls += 1;
    return 1;
  }, 0);
  forgetCounts(owner);
  expect(await cachedCount(owner, 'all', async () => {
    calls += 1;
    return 2;
  }, 1)).toBe(2);
  expect(await pending).toBe(1);
  expect(calls).toBe(2);

  await expect(cachedCount(owner, 'failing', () => Promise.reject(new Error('database gone')), 2)).rejects.toThrow('database gone');
  expect(await cachedCount(owner, 'failing', async () => 3, 3)).toBe(3);
});
