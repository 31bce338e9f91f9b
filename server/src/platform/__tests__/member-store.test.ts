import { ManualClock } from '../clock';
import { MemberStore } from '../member-reads';

// The store behind the session cache and MemberReads: dropped by member and scope, never keeps a
// value whose loading began before an invalidation of its member, bounded, and short-lived.

const store = (max = 10, ttlMs = 60_000, clock = new ManualClock()) => ({ clock, kept: new MemberStore<string>(max, ttlMs, clock) });

test('an invalidation drops the named members in the named scopes only', () => {
  const { kept } = store();
  kept.set('a-account', 1, 'account', 'a1', kept.begin());
  kept.set('a-messages', 1, 'messages', 'a2', kept.begin());
  kept.set('b-account', 2, 'account', 'b1', kept.begin());
  kept.invalidate({ userIds: [1], scopes: ['account'] });
  expect([kept.get('a-account'), kept.get('a-messages'), kept.get('b-account')]).toEqual([undefined, 'a2', 'b1']);
  kept.invalidate('all');
  expect([kept.get('a-messages'), kept.get('b-account')]).toEqual([undefined, undefined]);
});

test('a value read before a write of its member is not kept (the write may have changed it)', () => {
  const { kept } = store();
  const began = kept.begin();
  kept.invalidate({ userIds: [1], scopes: ['messages'] });
  expect(kept.set('a', 1, 'account', 'stale', began)).toBe(false);
  expect(kept.get('a')).toBeUndefined();
  // Another member's load in flight is kept; a load begun after the write is kept.
  expect(kept.set('b', 2, 'account', 'b', began)).toBe(true);
  expect(kept.set('a', 1, 'account', 'fresh', kept.begin())).toBe(true);
  const beforeAll = kept.begin();
  kept.invalidate('all');
  expect(kept.set('b', 2, 'account', 'b', beforeAll)).toBe(false);
});

test('the least recently used value goes first when full', () => {
  const { kept } = store(2);
  kept.set('a', 1, 'account', 'a', kept.begin());
  kept.set('b', 2, 'account', 'b', kept.begin());
  expect(kept.get('a')).toBe('a');
  kept.set('c', 3, 'account', 'c', kept.begin());
  expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual(['a', undefined, 'c']);
  expect(kept.size).toBe(2);
  // The dropped value's member index is cleaned too: invalidating it is harmless.
  kept.invalidate({ userIds: [2], scopes: ['account'] });
  expect(kept.size).toBe(2);
});

test('a value is read again after its time to live (a safety net)', () => {
  const { kept, clock } = store(10, 30_000);
  kept.set('a', 1, 'account', 'a', kept.begin());
  clock.advance(29_999);
  expect(kept.get('a')).toBe('a');
  clock.advance(1);
  expect(kept.get('a')).toBeUndefined();
  expect(kept.size).toBe(0);
});
