import {
  formatDuration,
  podcastDispatchAtom,
  podcastPlayerAtom,
  podcastProgressAtom,
  PLAYER_TICK_MS,
  readPosition,
  readSpeed,
  rememberPosition,
  rememberSpeed,
  shareLink,
  showToast,
} from '@site/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { getAudioDetail } from '../api/get-audio-detail';
import { increasePlay } from '../api/increase-play';
import { forgetLastEpisode, rememberLastEpisode } from './last-episode';
import { podcastOnlineAtom } from './online-atom';
import { PlayerControls } from './player-controls';
import { PlayerExtras } from './player-extras';
import { PlayerInfo } from './player-info';
import { playSafely } from './play-safely';
import { reportPosition, useMediaSession } from './use-media-session';
import { useOnlineHeartbeat } from './use-online-heartbeat';
import './player-bar.css';

const SEEK_STEP_S = 10;
/**
 * Positions are written every this many ticks while playing (every second: a reload resumes within
 * one), and on pause, switch, close and when the page goes away.
 */
const REMEMBER_EVERY_TICKS = 2;

/**
 * The podcast player bar (spec 4), exposed as `./player-bar` and mounted once by the shell. The
 * shared jotai store says what should play; this bar owns the one <audio> element and makes it
 * follow: a new session loads and restarts (one counted play), `playing` plays or pauses, the end
 * plays the next episode. Speed and each episode's position are remembered in the browser.
 */
export function PlayerBar() {
  const state = useAtomValue(podcastPlayerAtom);
  const dispatch = useSetAtom(podcastDispatchAtom);
  const setProgress = useSetAtom(podcastProgressAtom);
  const { current, playing, session } = state;
  const audioRef = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState({ current: 0, duration: current?.duration ?? 0 });
  const [speed, setSpeed] = useState(readSpeed);
  const [failed, setFailed] = useState(false);
  const online = useOnlineHeartbeat(current?.id ?? null, playing);
  const setOnline = useSetAtom(podcastOnlineAtom);
  // The pages show the bar's count for its episode: one source for "N 人正在收听" and "N 人在听".
  useEffect(() => {
    setOnline(current && online !== null ? { audioId: current.id, count: online } : null);
  }, [current, online, setOnline]);
  useEffect(() => () => setOnline(null), [setOnline]);

  const latest = useRef({ state, speed });
  latest.current = { state, speed };
  /** Set while a new source loads: the media's own pause events then are not the listener's. */
  const switching = useRef(false);
  const countedSession = useRef(0);
  const refreshedSession = useRef(0);

  const remember = useCallback(() => {
    const audio = audioRef.current;
    const episode = latest.current.state.current;
    if (!audio || !episode || switching.current) return;
    rememberPosition(episode.id, audio.currentTime, audio.duration || episode.duration);
  }, []);

  // A new session: load the episode's source and start from the share-link time or where the
  // listener left it; count one play.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !current) return undefined;
    let live = true;
    switching.current = true;
    setFailed(false);
    const from = latest.current.state.startAt ?? readPosition(current.id);
    // What a reload offers to go on with (the shell's resume control).
    rememberLastEpisode(current);
    setTime({ current: from, duration: current.duration });
    const load = async () => {
      const url = current.sourceUrl || (await getAudioDetail(current.id)).sourceUrl;
      if (!live) return;
      audio.defaultPlaybackRate = latest.current.speed;
      audio.src = url;
      audio.playbackRate = latest.current.speed;
      // Before metadata this sets the start position; the browser seeks once it can.
      if (from > 0) audio.currentTime = from;
      switching.current = false;
      if (latest.current.state.playing && !(await playSafely(audio)) && live) dispatch({ type: 'set-playing', playing: false });
    };
    load().catch(() => {
      if (!live) return;
      switching.current = false;
      setFailed(true);
      dispatch({ type: 'set-playing', playing: false });
    });
    if (countedSession.current !== session) {
      countedSession.current = session;
      increasePlay(current.id).catch(() => undefined);
    }
    return () => {
      live = false;
    };
    // Only a new episode or a restart reloads; play/pause is the next effect's job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.id, session]);

  // Follow play/pause.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || switching.current || !audio.getAttribute('src')) return;
    if (playing && audio.paused) {
      void playSafely(audio).then((ok) => {
        if (!ok) dispatch({ type: 'set-playing', playing: false });
      });
    } else if (!playing && !audio.paused) {
      audio.pause();
    }
  }, [playing, dispatch]);

  // Progress ticks every 500 ms (spec 4); positions are written now and then.
  useEffect(() => {
    let ticks = 0;
    const timer = window.setInterval(() => {
      const audio = audioRef.current;
      const episode = latest.current.state.current;
      if (!audio || !episode || switching.current) return;
      const duration = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : episode.duration;
      setTime({ current: audio.currentTime, duration });
      setProgress({ currentTime: audio.currentTime, duration });
      if (!audio.paused) {
        reportPosition(audio.currentTime, duration, audio.playbackRate);
        ticks += 1;
        if (ticks % REMEMBER_EVERY_TICKS === 0) remember();
      }
    }, PLAYER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [remember, setProgress]);

  // A reload or a closed tab: keep the position to the moment.
  useEffect(() => {
    window.addEventListener('pagehide', remember);
    return () => window.removeEventListener('pagehide', remember);
  }, [remember]);

  // Leaving (close unmounts the bar): stop and keep the position.
  useEffect(
    () => () => {
      remember();
      audioRef.current?.pause();
      setProgress({ currentTime: 0, duration: 0 });
    },
    [remember, setProgress],
  );

  const seekTo = useCallback((seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const duration = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : (latest.current.state.current?.duration ?? 0);
    const target = Math.max(0, duration > 0 ? Math.min(seconds, duration) : seconds);
    audio.currentTime = target;
    setTime({ current: target, duration });
  }, []);
  const seekBy = useCallback((delta: number) => seekTo((audioRef.current?.currentTime ?? 0) + delta), [seekTo]);

  const controls = {
    play: () => dispatch({ type: 'set-playing', playing: true }),
    pause: () => dispatch({ type: 'set-playing', playing: false }),
    toggle: () => dispatch({ type: 'toggle' }),
    previous: () => {
      remember();
      dispatch({ type: 'previous' });
    },
    next: () => {
      remember();
      dispatch({ type: 'next' });
    },
    close: () => {
      remember();
      // Closed on purpose: a reload does not offer it again (the episode page still does).
      forgetLastEpisode();
      audioRef.current?.pause();
      dispatch({ type: 'close' });
    },
    seekTo,
    seekBy,
  };
  useMediaSession(current, playing, controls);

  const changeSpeed = (next: number) => {
    setSpeed(next);
    rememberSpeed(next);
    const audio = audioRef.current;
    if (audio) {
      audio.defaultPlaybackRate = next;
      audio.playbackRate = next;
    }
  };

  const share = async () => {
    if (!current) return;
    const link = shareLink(window.location.origin, current.id, audioRef.current?.currentTime ?? time.current);
    try {
      await navigator.clipboard.writeText(link);
      void showToast('success', '已复制分享链接，打开即从当前时间开始播放');
    } catch {
      // Not copied (no permission, an old browser): the link itself, up long enough to copy by hand.
      void import('./share-link-toast').then(({ showShareLink }) => showShareLink(link));
    }
  };

  // Keyboard while the bar has focus: space plays/pauses, arrows seek. Buttons and the slider keep
  // their own keys (space presses a button, arrows move the slider).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const own = target.closest('button, input, select, a, [role="combobox"], [role="listbox"]');
    if (event.key === ' ' && !own) {
      event.preventDefault();
      controls.toggle();
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !target.closest('input, select, [role="combobox"], [role="listbox"]')) {
      event.preventDefault();
      seekBy(event.key === 'ArrowLeft' ? -SEEK_STEP_S : SEEK_STEP_S);
    }
  };

  const onPause = () => {
    const audio = audioRef.current;
    if (switching.current || !audio || audio.ended) return;
    remember();
    // Paused from outside the bar (headset, another tab's media, the OS): follow it.
    dispatch({ type: 'set-playing', playing: false });
  };

  const onError = () => {
    const episode = latest.current.state.current;
    const audio = audioRef.current;
    if (!episode || !audio || switching.current) return;
    // The signed URL may have expired (403): ask once per session for a fresh one and go on from here.
    if (refreshedSession.current !== latest.current.state.session) {
      refreshedSession.current = latest.current.state.session;
      const at = audio.currentTime;
      getAudioDetail(episode.id).then(
        async (detail) => {
          if (latest.current.state.current?.id !== episode.id) return;
          audio.src = detail.sourceUrl;
          audio.playbackRate = latest.current.speed;
          if (at > 0) audio.currentTime = at;
          if (latest.current.state.playing) await playSafely(audio);
        },
        () => setFailed(true),
      );
      return;
    }
    setFailed(true);
    dispatch({ type: 'set-playing', playing: false });
  };

  if (!current) return null;
  const sliderMax = Math.max(1, Math.floor(time.duration));
  const sliderValue = Math.min(Math.floor(time.current), sliderMax);

  return (
    <div className="podcast-bar" role="region" aria-label="播客播放器" tabIndex={0} onKeyDown={onKeyDown}>
      <audio
        ref={audioRef}
        preload="auto"
        onPlay={() => dispatch({ type: 'set-playing', playing: true })}
        onPause={onPause}
        onEnded={() => {
          rememberPosition(current.id, 0, 0);
          dispatch({ type: 'ended' });
        }}
        onError={onError}
        onLoadedMetadata={(event) => {
          const media = event.currentTarget;
          if (Number.isFinite(media.duration)) setTime((t) => ({ ...t, duration: media.duration }));
        }}
      />
      <PlayerInfo episode={current} online={online} failed={failed} />
      <PlayerControls playing={playing} onPrevious={controls.previous} onToggle={controls.toggle} onNext={controls.next} />
      <div className="podcast-bar-progress">
        <span className="podcast-bar-time">{formatDuration(time.current)}</span>
        <input
          type="range"
          className="podcast-bar-slider"
          aria-label="播放进度"
          aria-valuetext={`${formatDuration(time.current)} / ${formatDuration(time.duration)}`}
          min={0}
          max={sliderMax}
          step={1}
          value={sliderValue}
          onChange={(event) => seekTo(Number(event.target.value))}
          style={{ ['--progress' as string]: sliderValue / sliderMax }}
        />
        <span className="podcast-bar-time">{formatDuration(time.duration)}</span>
      </div>
      <PlayerExtras speed={speed} onSpeed={changeSpeed} onShare={() => void share()} onClose={controls.close} />
    </div>
  );
}
