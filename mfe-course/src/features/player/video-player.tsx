import { useEffect, useRef } from 'react';
import Player from 'xgplayer';
import 'xgplayer/dist/index.min.css';
import { VIDEO_SEEK_STEP_S } from './playback-rules';

export interface VideoControls {
  seek: (seconds: number) => void;
  play: () => void;
  setRate: (rate: number) => void;
}

export interface VideoPlayerProps {
  url: string;
  autoplay: boolean;
  onTime: (position: number, duration: number) => void;
  onEnded: (duration: number) => void;
  onError: () => void;
  /** The speed changed in the player itself (its own speed menu, or its keys). */
  onRateChange: (rate: number) => void;
  /** The id of the text that tells which keys work on the focused video. */
  keysHintId: string;
  /** Filled while the player exists, so the resume prompt can seek and start it. */
  controlsRef: { current: VideoControls | null };
}

/** xgplayer bound to a React element; a new URL builds a new player, unmount destroys it. */
export function VideoPlayer({ url, autoplay, onTime, onEnded, onError, onRateChange, keysHintId, controlsRef }: VideoPlayerProps) {
  const element = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onTime, onEnded, onError, onRateChange });
  handlers.current = { onTime, onEnded, onError, onRateChange };
  // Read once per URL: dismissing the resume prompt must not rebuild the player.
  const autoplayRef = useRef(autoplay);
  autoplayRef.current = autoplay;

  useEffect(() => {
    if (!element.current) return undefined;
    const player = new Player({
      el: element.current,
      url,
      autoplay: autoplayRef.current,
      lang: 'zh-cn',
      width: '100%',
      height: '100%',
      playsinline: true,
      // The <video> takes the focus (Tab reaches it; a string, as a 0 would be dropped as unset): Space plays and
      // pauses, the arrows seek. Named for screen readers, with the keys that work on it (the player's own
      // controls are not reachable by Tab).
      keyShortcut: true,
      keyboard: { seekStep: VIDEO_SEEK_STEP_S },
      videoAttributes: { tabindex: '0', 'aria-label': '课程视频', 'aria-describedby': keysHintId },
    });
    player.on('timeupdate', () => handlers.current.onTime(player.currentTime, player.duration));
    player.on('ratechange', () => handlers.current.onRateChange(player.playbackRate));
    player.on('ended', () => handlers.current.onEnded(player.duration));
    player.on('error', () => handlers.current.onError());
    controlsRef.current = {
      seek: (seconds) => {
        player.currentTime = seconds;
      },
      play: () => void player.play()?.catch(() => undefined),
      setRate: (rate) => {
        player.playbackRate = rate;
      },
    };
    return () => {
      controlsRef.current = null;
      player.destroy();
    };
  }, [url, controlsRef, keysHintId]);

  return <div ref={element} className="course-video-player" style={{ width: '100%', height: '100%' }} />;
}
