import { afterNextPaint, FIRST_SCREEN_PAINTED } from './first-screen-paint';

// Run by the page's loader (start-up/boot.ts): on a server-rendered page once its first screen has painted
// (first-screen-paint.ts); on a page drawn in the browser at once, and in dev mode by the page itself, where the
// frame paints first and the start-up's work runs in a task of its own.
// Async boundary: the MF runtime settles shared singletons before React or any app code runs. The first import of
// the real entry (bootstrap.tsx) is Arco's React 19 adapter.

const painted = (window as unknown as Record<string, boolean>)[FIRST_SCREEN_PAINTED] ? Promise.resolve() : afterNextPaint();
void painted.then(() => import('./bootstrap'));
