import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * React.lazy whose code can be fetched ahead of its first render. Once fetched, the component is handed over at
 * once (a thenable that answers synchronously), so React renders it in the same pass instead of suspending: a
 * server-rendered part whose code was preloaded before the browser takes the page over is then taken over with it,
 * never thrown away and drawn again (what a member had started typing into it would be lost).
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Component = lazy((): Promise<Loaded<P>> => {
    const component = loaded;
    return component ? ({ then: (resolve: (module: Loaded<P>) => void) => resolve({ default: component }) } as Promise<Loaded<P>>) : preload().then((found) => ({ default: found }));
  });
  return { Component, preload };
}
