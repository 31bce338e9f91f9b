import { lazy, type ComponentType } from 'react';

/** A page component whose code loads the first time it renders; `preload()` fetches it ahead. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page of a remote's page map whose code comes apart from the map's (a page visitors open less often must not
 * weigh on the others). A plain component rendering a React.lazy, not the lazy itself: the shell loads the page map
 * through a React.lazy of its own, and a lazy may not resolve to another lazy (React error 306). It suspends inside
 * the Suspense boundary the shell gives every page; the server build is one file, so there it resolves at once and
 * the page is written whole.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  const Page = () => <Lazy />;
  return Object.assign(Page, { preload: load });
}
