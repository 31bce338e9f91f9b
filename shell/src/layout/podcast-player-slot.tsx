import { LightButton, LightSpin, podcastActiveAtom, podcastDispatchAtom } from '@site/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteErrorBoundary } from '../remotes/remote-error-boundary';
import { PodcastResume, useResumeWanted } from './podcast-resume';
import { usePlayerBar } from './use-player-bar';

/** Podcast pages have play buttons: there the bar's code is fetched when the browser is idle. */
function useIdleOnPodcastPages(): boolean {
  const onPodcast = /^\/podcast(\/|$)/.test(useLocation().pathname);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!onPodcast || idle) return undefined;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 300);
    return () => window.clearTimeout(timer);
  }, [onPodcast, idle]);
  return idle;
}

/**
 * The fixed slot's height, measured: the page reserves exactly that below the footer (the bar's rows
 * vary with the width and the title, a fixed guess covered the footer's last line on phones).
 */
function useReservedHeight() {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!slot) return undefined;
    setHeight(slot.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(slot.offsetHeight));
    observer.observe(slot);
    return () => observer.disconnect();
  }, [slot]);
  return { setSlot, height };
}

/**
 * Where the podcast remote's player bar lives: mounted once in the layout, so playback survives
 * every route of every remote. Loads nothing of the podcast remote on other pages until an episode
 * is current, so `/` stays light; closing the bar unmounts it, which stops it.
 */
export function PodcastPlayerSlot() {
  const active = useAtomValue(podcastActiveAtom);
  const dispatch = useSetAtom(podcastDispatchAtom);
  const prefetch = useIdleOnPodcastPages();
  const bar = usePlayerBar(active || prefetch);
  const { setSlot, height } = useReservedHeight();
  const resumeWanted = useResumeWanted(active);
  const reserved = (content: ReactNode) => (
    <>
      {/* Keeps the footer's last lines above the fixed bar (its measured height; the CSS height until measured). */}
      <div className="site-player-spacer" aria-hidden="true" style={height === null ? undefined : { height }} />
      <div className="site-player-slot" ref={setSlot}>
        {content}
      </div>
    </>
  );
  if (!active) {
    return resumeWanted
      ? reserved(
          <Suspense fallback={null}>
            <PodcastResume onResume={(episode) => dispatch({ type: 'play', episode })} />
          </Suspense>,
        )
      : null;
  }

  const close = () => dispatch({ type: 'close' });
  const message = (content: ReactNode, alert = false) => (
    <div className="site-player-message" role={alert ? 'alert' : undefined}>
      {content}
    </div>
  );
  const failed = (retry: () => void) =>
    message(
      <>
        播放器暂时无法加载
        <LightButton size="mini" type="primary" onClick={retry}>
          重试
        </LightButton>
        <LightButton size="mini" onClick={close}>
          关闭
        </LightButton>
      </>,
      true,
    );

  let content: ReactNode;
  if (bar.status === 'ready') {
    content = (
      <RemoteErrorBoundary onRetry={() => undefined} fallback={failed}>
        <bar.PlayerBar />
      </RemoteErrorBoundary>
    );
  } else if (bar.status === 'failed') {
    content = failed(bar.retry);
  } else {
    content = message(
      <>
        <LightSpin size={16} /> 播放器加载中…
      </>,
    );
  }

  return reserved(content);
}
