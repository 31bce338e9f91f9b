import { Button, Spin } from '@arco-design/web-react';
import { podcastActiveAtom, podcastDispatchAtom } from '@site/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { loadExposed } from '../remotes/remote-loader';
import { RemoteView } from '../remotes/remote-view';

const loadPlayerBar = () => loadExposed('podcast', 'player-bar').then((module) => module.PlayerBar);

/**
 * Where the podcast remote's player bar lives: mounted once in the layout, so playback survives
 * every route of every remote. Renders nothing (and loads nothing) until an episode is current, so
 * pages that never play keep their first load light; closing the bar unmounts it, which stops it.
 */
export function PodcastPlayerSlot() {
  const active = useAtomValue(podcastActiveAtom);
  const dispatch = useSetAtom(podcastDispatchAtom);
  if (!active) return null;
  return (
    <>
      {/* Keeps the footer's last lines above the fixed bar. */}
      <div className="site-player-spacer" aria-hidden="true" />
      <div className="site-player-slot">
        <RemoteView
          remote="podcast"
          cacheKey="player-bar"
          load={loadPlayerBar}
          loading={
            <div className="site-player-message">
              <Spin size={16} /> 播放器加载中…
            </div>
          }
          renderError={(retry) => (
            <div className="site-player-message" role="alert">
              播放器暂时无法加载
              <Button size="mini" type="primary" onClick={retry}>
                重试
              </Button>
              <Button size="mini" onClick={() => dispatch({ type: 'close' })}>
                关闭
              </Button>
            </div>
          )}
        />
      </div>
    </>
  );
}
