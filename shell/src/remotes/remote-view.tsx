import { Spin } from '@arco-design/web-react';
import type { RemoteName } from '@site/shared';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteErrorPanel } from './remote-error-panel';
import { resetRemote } from './remote-loader';

interface Props {
  remote: RemoteName;
  /** Resolves the component to show from the loaded remote; rejects when it cannot be had. */
  load: () => Promise<ComponentType>;
  /** Set for whole pages: the error panel then keeps the page title right. */
  pageTitle?: string;
  loadingHeight?: number;
}

/** Lazy-loads one component of a remote, with a loading state and a retryable error panel. */
export function RemoteView({ remote, load, pageTitle, loadingHeight = 240 }: Props) {
  // A new attempt needs a new lazy component: React.lazy remembers a rejected load forever.
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () => lazy(() => load().then((component) => ({ default: component }))),
    // attempt is part of the key on purpose: each retry builds a fresh lazy component
    [attempt, load],
  );

  return (
    <RemoteErrorBoundary
      onRetry={() => {
        resetRemote(remote);
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => <RemoteErrorPanel onRetry={retry} pageTitle={pageTitle} />}
    >
      <Suspense
        fallback={
          <div style={{ minHeight: loadingHeight, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Spin tip="加载中…" />
          </div>
        }
      >
        <Lazy />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
