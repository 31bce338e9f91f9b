import { useEffect, useRef } from 'react';
import Player from 'xgplayer';
import 'xgplayer/dist/index.min.css';

export interface VideoControls {
  seek: (seconds: number) => void;
  play: () => void;
}

export interface VideoPlayerProps {
  url: string;
  autoplay: boolean;
  onTime: (position: number, duration: number) => void;
  onEnded: (duration: number) => void;
  onError: () => void;
  /** Filled while the player exists, so the resume prompt can seek and start it. */
  controlsRef: { current: VideoControls | null };
}

/** xgplayer bound to a React element; a new URL builds a new player, unmount destroys it. */
export function VideoPlayer({ url, autoplay, onTime, onEnded, onError, controlsRef }: VideoPlayerProps) {
  const element = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onTime, onEnded, onError });
  handlers.current = { onTime, onEnded, onError };
  // Read once per URL: dismissing the resume prompt must not rebuild the player.
  const autoplayRef = useRef(autoplay);
  autoplayRef.current = autoplay;

  useEffect(() => {
    if (!element.current) return undefined;
    const player = new Player({ el: element.current, url, autoplay: autoplayRef.current, lang: 'zh-cn', width: '100%', height: '100%', playsinline: true });
    player.on('timeupdate', () => handlers.current.onTime(player.currentTime, player.duration));
    player.on('ended', () => handlers.current.onEnded(player.duration));
    player.on('error', () => handlers.current.onError());
    controlsRef.current = {
      seek: (seconds) => {
        player.currentTime = seconds;
      },
      play: () => void player.play()?.catch(() => undefined),
    };
    return () => {
      controlsRef.current = null;
      player.destroy();
    };
  }, [url, controlsRef]);

  return <div ref={element} className="course-video-player" style={{ width: '100%', height: '100%' }} />;
}
