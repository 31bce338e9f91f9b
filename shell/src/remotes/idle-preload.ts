import { preloadPath } from './remote-loader';

type IdleScheduler = (callback: () => void, options?: { timeout: number }) => unknown;

/**
 * Once the page has loaded and the browser is idle, downloads the page code of the given paths' remotes
 * (the menu's), so that entering one later does not wait for the network. Safari has no
 * requestIdleCallback: a short timer stands in for it.
 */
export function preloadWhenIdle(pathnames: string[]): void {
  if (typeof window === 'undefined') return;
  const idle: IdleScheduler =
    typeof window.requestIdleCallback === 'function' ? (cb, options) => window.requestIdleCallback(cb, options) : (cb) => window.setTimeout(cb, 2000);
  const start = () => idle(() => pathnames.forEach(preloadPath), { timeout: 10_000 });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
