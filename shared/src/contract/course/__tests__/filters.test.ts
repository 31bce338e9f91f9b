import { applyPriceBucket, priceBucketOf, startTimeRange } from '../filters';

const DAY = 24 * 60 * 60 * 1000;

test.each([
  [1, 100, 9999],
  [2, 10000, 49999],
  [3, 50000, 99999],
  [4, 100000, undefined],
])('price bucket %i is %i..%s fen and forces charge', (bucket, startPrice, endPrice) => {
  const filter = applyPriceBucket({ freeMode: 'free', keyword: 'ps' }, bucket);
  expect(filter).toEqual({ keyword: 'ps', freeMode: 'charge', startPrice, ...(endPrice ? { endPrice } : {}) });
  expect(priceBucketOf(filter)).toBe(bucket);
});

test('bucket 0 clears the price bounds and keeps freeMode', () => {
  expect(applyPriceBucket({ freeMode: 'charge', startPrice: 100, endPrice: 9999 }, 0)).toEqual({ freeMode: 'charge' });
});

test('start-time buckets: within 7 days, within 30 days, beyond 31 days', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const t = now.getTime();
  expect(startTimeRange(1, now)).toEqual({ from: t, to: t + 7 * DAY });
  expect(startTimeRange(2, now)).toEqual({ from: t, to: t + 30 * DAY });
  expect(startTimeRange(3, now)).toEqual({ from: t + 31 * DAY });
});
