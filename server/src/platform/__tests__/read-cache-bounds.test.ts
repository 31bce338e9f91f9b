import { ReadCache } from '../read-cache';

// Members' own answers are kept per member (issue 41): their store is bounded by bytes as well as by count, so
// many members' catalogue pages cannot grow an instance's memory without limit.

const answer = (kb: number, mark: string) => `${mark}${'x'.repeat(kb * 1024 - mark.length)}`;

test('past its bytes the oldest answers go first, and a dropped answer frees its bytes', () => {
  // Each 1 KB answer weighs 2 KB (its bytes and its text): three fit in 6 KB.
  const cache = new ReadCache<string>(100, 6 * 1024);
  for (const key of ['a', 'b', 'c']) expect(cache.set(key, [`t:${key}`], answer(1, key), cache.begin())).not.toBeNull();
  expect(cache.bytes).toBe(6 * 1024);
  cache.set('d', ['t:d'], answer(1, 'd'), cache.begin());
  expect(['a', 'b', 'c', 'd'].map((key) => cache.get(key) !== undefined)).toEqual([false, true, true, true]);
  expect(cache.bytes).toBe(6 * 1024);

  // An invalidation frees what it drops: the next answer fits without pushing another out.
  cache.invalidate(['t:b']);
  expect(cache.bytes).toBe(4 * 1024);
  cache.set('e', ['t:e'], answer(1, 'e'), cache.begin());
  expect(['c', 'd', 'e'].map((key) => cache.get(key) !== undefined)).toEqual([true, true, true]);

  // The same key again replaces its answer's weight, not adds to it.
  cache.set('e', ['t:e'], answer(1, 'E'), cache.begin());
  expect(cache.bytes).toBe(6 * 1024);
  expect(cache.get('e')?.text.startsWith('E')).toBe(true);

  // An answer heavier than the whole bound is not kept, and pushes nothing out.
  expect(cache.set('huge', ['t:huge'], answer(4, 'h'), cache.begin())).toBeNull();
  expect(cache.size).toBe(3);

  cache.invalidate('all');
  expect([cache.size, cache.bytes]).toEqual([0, 0]);
});

test('the count bound still holds where bytes are not bounded', () => {
  const cache = new ReadCache<string>(2);
  for (const key of ['a', 'b', 'c']) cache.set(key, [], answer(1, key), cache.begin());
  expect(['a', 'b', 'c'].map((key) => cache.get(key) !== undefined)).toEqual([false, true, true]);
});
