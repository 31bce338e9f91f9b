// The page's loader (built on its own, see boot.ts): no shared module (React, @site/shared) may be used here, only
// the contract's plain constants, which its build copies in.
import { afterFirstScreenImages, markFirstScreenPainted } from '../first-screen-paint';
import { ROUTE_CODE_ID, type RouteCodeFile } from '@site/shared/contract';
import { keepEarlyClicks } from './early-clicks';

function routeCode(): RouteCodeFile[] {
  try {
    const files = JSON.parse(document.getElementById(ROUTE_CODE_ID)?.textContent ?? '[]') as unknown;
    return Array.isArray(files) ? (files as RouteCodeFile[]) : [];
  } catch {
    return [];
  }
}

/** Asks for the route's remote code and runs the app's entry script. */
function startApp(mainSrc: string): void {
  for (const { href, as } of routeCode()) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.href = href;
    link.setAttribute('as', as);
    // fetch() of the manifest is a CORS-mode request: the preload must say so to be reused.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }
  const script = document.createElement('script');
  script.src = mainSrc;
  document.body.appendChild(script);
}

/**
 * What the page's only script tag does. A server-rendered page paints from its HTML and stylesheets; the app's code is
 * asked for once that first screen has painted (its images in view decoded), so the paint never shares the
 * network with ~70–100 KB of code it does not need (docs/web-performance.md). Until the app takes the page over,
 * a tap on one of its buttons is kept (early-clicks.ts). Resolves once the entry script has been added.
 */
export function bootWhenPainted(loader: HTMLScriptElement | null): Promise<void> {
  const mainSrc = loader?.dataset.main;
  if (!mainSrc) return Promise.resolve();
  const root = document.getElementById('root');
  // A page drawn in the browser has nothing to paint first but its frame: its code is asked for at once.
  if (!root?.hasAttribute('data-server-rendered')) {
    startApp(mainSrc);
    return Promise.resolve();
  }
  keepEarlyClicks(root);
  return afterFirstScreenImages().then(() => {
    markFirstScreenPainted();
    startApp(mainSrc);
  });
}
