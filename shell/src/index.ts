import { afterNextPaint, FIRST_SCREEN_PAINTED } from './first-screen-paint';
import { nextTask } from './start-up/next-task';

// Run by the page's loader (start-up/boot.ts): on a server-rendered page once its first screen has painted
// (first-screen-paint.ts); on a page drawn in the browser at once, and in dev mode by the page itself, where the
// frame paints first and the start-up's work runs in a task of its own.
// Async boundary: the MF runtime settles shared singletons before React or any app code runs. The first import of
// the real entry (bootstrap.ts, then start-up/start-app.tsx) is Arco's React 19 adapter.
// The import waits for a task of its own after this script's: compiling and running the federation runtime is one
// piece of work, settling every shared module the start-up needs (loadShare) and inserting their chunks another,
// and in one task the two held a slow phone's main thread for over 70 ms.

const painted = (window as unknown as Record<string, boolean>)[FIRST_SCREEN_PAINTED] ? Promise.resolve() : afterNextPaint();
void painted.then(nextTask).then(() => import('./bootstrap'));
