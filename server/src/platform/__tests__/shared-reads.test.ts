import type { CacheTag, InvalidationBus } from '../invalidation';
import { SharedReads } from '../read-cache';

/** A bus whose invalidations the test sends by hand. */
function handBus(): { bus: InvalidationBus; invalidate: (tags: readonly CacheTag[]) => void } {
  const listeners: Array<(tags: readonly CacheTag[] | 'all') => void> = [];
  const bus = { subscribe: (listener: (tags: readonly CacheTag[] | 'all') => void) => (listeners.push(listener), () => undefined) } as unknown as InvalidationBus;
  return { bus, invalidate: (tags) => listeners.forEach((listener) => listener(tags)) };
}

describe('SharedReads', () => {
  test('keeps a value until one of its tags is invalidated', async () => {
    const { bus, invalidate } = handBus();
    const reads = new SharedReads(bus, true);
    let loads = 0;
    const load = async () => ++loads;
    expect(await reads.get('a', ['shots'], load)).toBe(1);
    expect(await reads.get('a', ['shots'], load)).toBe(1);
    invalidate(['courses']);
    expect(await reads.get('a', ['shots'], load)).toBe(1);
    invalidate(['shots']);
    expect(await reads.get('a', ['shots'], load)).toBe(2);
  });

  test('a value whose reading overlapped a write to it is read again, and the second reading kept', async () => {
    const { bus, invalidate } = handBus();
    const reads = new SharedReads(bus, true);
    const answers = ['read before the write', 'read after the write'];
    let loads = 0;
    const load = async () => {
      const answer = answers[loads++];
      // The write lands (and is announced) while the first reading is under way.
      if (loads === 1) invalidate(['shots']);
      return answer;
    };
    expect(await reads.get('a', ['shots'], load)).toBe('read after the write');
    expect(await reads.get('a', ['shots'], load)).toBe('read after the write');
    expect(loads).toBe(2);
  });
});
