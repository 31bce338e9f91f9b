import { LightSpin, type RemoteName } from '@site/shared';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import { resetRemote } from './remote-loader';
import { DrawnInBrowser, useServerRender } from './server-modules';

// Lazy components live outside React state: a render that suspends inside a transition (router
// navigations are transitions) throws its hook state away, and a lazy made there would be new on
// every retry and never settle. A retry bumps the remote's generation to get a fresh one.
const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();
const generations = new Map<RemoteName, number>();

function lazyFor(key: string, load: () => Promise<ComponentType>) {
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(() => load().then((loaded) => ({ default: loaded })));
    lazyCache.set(key, component);
  }
  return component;
}

interface Props {
  remote: RemoteName;
  /** Identifies what is loaded, e.g. 'routes:courses'; equal keys share one lazy component. */
  cacheKey: string;
  /** Resolves the component to show from the loaded remote; rejects when it cannot be had. */
  load: () => Promise<ComponentType>;
  /** Room kept while the remote loads (a number of px or a CSS length), so what follows does not jump when it arrives. */
  loadingHeight?: number | string;
  /** On the server: the component itself, already loaded (see server-modules.ts); the browser loads it lazily. */
  rendered?: ComponentType;
}

/** In a server render, a view the server holds no module for: its loading state is written, the browser draws it. */
function LeftToTheBrowser({ view }: { view: string }): never {
  throw new DrawnInBrowser(view);
}

/** Lazy-loads one component of a remote, with a loading state and a retryable error panel. */
export function RemoteView({ remote, cacheKey, load, loadingHeight = 240, rendered: Rendered }: Props) {
  const [, rerender] = useState(0);
  const onServer = useServerRender();
  const Lazy = lazyFor(`${remote}:${cacheKey}#${generations.get(remote) ?? 0}`, load);

  return (
    <RemoteErrorBoundary
      onRetry={() => {
        // React.lazy remembers a rejected load forever, so a retry needs new lazy components.
        resetRemote(remote);
        generations.set(remote, (generations.get(remote) ?? 0) + 1);
        rerender((n) => n + 1);
      }}
      fallback={(retry) => <RemoteErrorPanel onRetry={retry} />}
    >
      <Suspense
        fallback={
          <div style={{ minHeight: loadingHeight, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <LightSpin tip="加载中…" />
          </div>
        }
      >
        {Rendered ? <Rendered /> : onServer ? <LeftToTheBrowser view={`${remote}:${cacheKey}`} /> : <Lazy />}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
