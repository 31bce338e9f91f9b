import { getSiteConfig, type PlayerEpisode } from '@site/shared';
import { useEffect, useRef } from 'react';

export interface MediaSessionControls {
  play: () => void;
  pause: () => void;
  previous: () => void;
  next: () => void;
  seekTo: (seconds: number) => void;
  seekBy: (delta: number) => void;
}

type HandledAction = 'play' | 'pause' | 'previoustrack' | 'nexttrack' | 'seekto' | 'seekbackward' | 'seekforward';
const ACTIONS: HandledAction[] = ['play', 'pause', 'previoustrack', 'nexttrack', 'seekto', 'seekbackward', 'seekforward'];

function absolute(url: string): string {
  try {
    return new URL(url, window.location.href).toString();
  } catch {
    return url;
  }
}

/** Lock-screen, notification and headset controls (Media Session API) for the current episode. */
export function useMediaSession(episode: PlayerEpisode | null, playing: boolean, controls: MediaSessionControls): void {
  const latest = useRef(controls);
  latest.current = controls;
  const session = typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;

  useEffect(() => {
    if (!session || !episode || typeof MediaMetadata === 'undefined') return;
    session.metadata = new MediaMetadata({
      title: episode.title,
      artist: `${getSiteConfig().siteName}播客`,
      artwork: episode.preview ? [{ src: absolute(episode.preview) }] : [],
    });
  }, [session, episode]);

  useEffect(() => {
    if (session) session.playbackState = episode ? (playing ? 'playing' : 'paused') : 'none';
  }, [session, episode, playing]);

  useEffect(() => {
    if (!session) return undefined;
    const handlers: Record<HandledAction, MediaSessionActionHandler> = {
      play: () => latest.current.play(),
      pause: () => latest.current.pause(),
      previoustrack: () => latest.current.previous(),
      nexttrack: () => latest.current.next(),
      seekto: (details) => {
        if (details.seekTime !== undefined) latest.current.seekTo(details.seekTime);
      },
      seekbackward: (details) => latest.current.seekBy(-(details.seekOffset ?? 10)),
      seekforward: (details) => latest.current.seekBy(details.seekOffset ?? 10),
    };
    for (const action of ACTIONS) {
      try {
        session.setActionHandler(action, handlers[action]);
      } catch {
        // Browsers without this action throw; the others still work.
      }
    }
    return () => {
      for (const action of ACTIONS) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // see above
        }
      }
      session.metadata = null;
      session.playbackState = 'none';
    };
  }, [session]);
}

/** Keeps the lock screen's position bar in step; invalid states (duration unknown) are skipped. */
export function reportPosition(position: number, duration: number, rate: number): void {
  const session = typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : null;
  if (!session?.setPositionState || !(duration > 0) || position > duration) return;
  try {
    session.setPositionState({ duration, position, playbackRate: rate });
  } catch {
    // Some browsers refuse while the media is loading; the next tick tries again.
  }
}
