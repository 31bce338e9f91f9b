import fs from 'node:fs';
import { test } from './test';

/**
 * A few specs edit a remote's source for the length of one release build. Under `npm test` the type check,
 * lint and front-end jest may be reading every source at that moment (they run beside Playwright): while
 * they do, the file named by SOURCE_READERS_LOCK exists, and such a spec waits for it to go first.
 */
export async function waitForSourceReaders(timeoutMs = 15 * 60_000): Promise<void> {
  const lock = process.env.SOURCE_READERS_LOCK;
  if (!lock || !fs.existsSync(lock)) return;
  // The wait is not the test's own time: its time limit grows by as much.
  test.info().setTimeout(test.info().timeout + timeoutMs);
  const deadline = Date.now() + timeoutMs;
  while (fs.existsSync(lock)) {
    if (Date.now() > deadline) throw new Error(`${lock} still there after ${timeoutMs / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
