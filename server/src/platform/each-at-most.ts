/**
 * Runs `work` on every item, at most `limit` at a time. After a failure no new item starts, and it
 * rejects with that failure only once the work under way has ended, so a caller that cleans up after a
 * failure (a staging folder) finds nothing still writing.
 */
export async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      try {
        await work(items[next++]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const ends = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const failure = ends.find((end) => end.status === 'rejected');
  if (failure) throw failure.reason;
}
