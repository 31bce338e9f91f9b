import { useEffect, useRef } from 'react';
import { LightButton, LightSpin } from '../light';
import type { ListStatus } from '../list';

export interface LoadMoreProps {
  status: ListStatus;
  onLoadMore: () => void;
  /** Load the next page when the footer scrolls into view (infinite loading) as well as on click. */
  auto?: boolean;
  error?: string | null;
}

/** The footer of a paged list: 加载更多, a spinner, the more-error retry, or 没有更多了 (spec 4 states). */
export function LoadMore({ status, onLoadMore, auto = true, error }: LoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onLoadMore);
  callback.current = onLoadMore;

  useEffect(() => {
    const node = ref.current;
    if (!auto || status !== 'idle' || !node || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, { rootMargin: '100px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, status]);

  let content = null;
  if (status === 'loading-more') content = <LightSpin tip="加载中…" />;
  else if (status === 'idle') content = <LightButton onClick={onLoadMore}>加载更多</LightButton>;
  else if (status === 'more-error')
    content = (
      <span role="alert">
        {error ?? '加载失败'}，<LightButton type="text" onClick={onLoadMore}>重试</LightButton>
      </span>
    );
  else if (status === 'no-more') content = <span style={{ color: 'var(--color-text-3)' }}>没有更多了</span>;

  return (
    <div ref={ref} className="site-load-more" style={{ textAlign: 'center', padding: '16px 0' }}>
      {content}
    </div>
  );
}
