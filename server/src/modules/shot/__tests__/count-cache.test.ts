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
