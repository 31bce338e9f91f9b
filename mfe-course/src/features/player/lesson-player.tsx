import { Select } from '@arco-design/web-react';
import { type Lesson, LightSpin, SPEEDS, useRequest, useSelectKeepsFocus } from '@site/shared';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { reportProgress } from '../../api/playback';
import { useIsSmallScreen } from '../../hooks/use-media-query';
import { getStreamUrl } from './get-stream-url';
import { shouldPromptResume, VIDEO_SEEK_STEP_S } from './playback-rules';
import { ProgressReporter } from './progress-reporter';
import { ResumePrompt } from './resume-prompt';
import type { VideoControls } from './video-player';

// xgplayer (and its CSS) loads only when a lesson plays, not with the course pages.
const VideoPlayer = lazy(() => import('./video-player').then((module) => ({ default: module.VideoPlayer })));

export interface LessonPlayerProps {
  lesson: Lesson;
  lessonIndex: number;
  /** Seconds watched before, from course/watch/record or the lesson's watchRecord. */
  watchedDuration: number | null;
  /** Lessons whose prompt was already shown on this page (spec 4: once). */
  promptedLessons: Set<number>;
  onProgress?: (lessonId: number, seconds: number, final: boolean) => void;
}

/**
 * Plays one lesson the user may watch: stream per device, resume prompt, progress reports. The course page loads it
 * when a lesson is first chosen (never on a visitor's first screen), and Arco's Select for the speed with it.
 */
export function LessonPlayer({ lesson, lessonIndex, watchedDuration, promptedLessons, onProgress }: LessonPlayerProps) {
  const mobile = useIsSmallScreen();
  // Signed and short-lived: never cached; a new device kind asks for the stream that fits it.
  const streamKey = `course/lesson/stream?lessonId=${lesson.id}&mobile=${mobile}`;
  const stream = useRequest(streamKey, () => getStreamUrl(lesson.id, mobile));
  const url = stream.data ?? null;
  const [playerFailedFor, setPlayerFailedFor] = useState<string | null>(null);
  const failed = Boolean(stream.error) || playerFailedFor === streamKey;
  const [prompt, setPrompt] = useState<number | null>(null);
  const controls = useRef<VideoControls | null>(null);
  const [rate, setRate] = useState(1);
  const keysHintId = useId();
  const speedSelect = useSelectKeepsFocus();

  // Asked once per lesson, also when a kept-alive page is shown again and runs its effects anew.
  const promptedFor = useRef<number | null>(null);
  useEffect(() => {
    if (promptedFor.current === lesson.id) return;
    promptedFor.current = lesson.id;
    const ask = shouldPromptResume(watchedDuration, promptedLessons.has(lesson.id));
    if (ask) promptedLessons.add(lesson.id);
    setPrompt(ask ? watchedDuration : null);
    // watchedDuration is read once per lesson: later progress must not re-open the prompt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lesson.id]);

  const onProgressRef = useRef(onProgress);
  onProgressRef.current = onProgress;
  const reporter = useMemo(
    () =>
      new ProgressReporter({ lessonId: lesson.id, lessonIndex }, (input) => {
        onProgressRef.current?.(input.lessonId, input.watchedDuration, input.final);
        return reportProgress(input);
      }),
    [lesson.id, lessonIndex],
  );

  const ready = Boolean(url) && !failed;
  return (
    <>
      <div className="course-lesson-player">
        {failed ? (
          <div role="alert" style={{ color: '#fff', display: 'grid', placeItems: 'center', height: '100%' }}>
            视频暂时无法播放
          </div>
        ) : url ? (
          <Suspense fallback={<LightSpin label="正在加载视频" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }} />}>
            <VideoPlayer
              url={url}
              autoplay={prompt === null}
              controlsRef={controls}
              onTime={(position, duration) => reporter.onTime(position, duration)}
              onEnded={(duration) => reporter.onEnded(duration)}
              onError={() => setPlayerFailedFor(streamKey)}
              onRateChange={setRate}
              keysHintId={keysHintId}
            />
          </Suspense>
        ) : (
          <LightSpin label="正在加载视频" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }} />
        )}
        {prompt !== null && url && !failed ? (
          <ResumePrompt
            seconds={prompt}
            onResume={() => {
              controls.current?.seek(prompt);
              controls.current?.play();
              setPrompt(null);
            }}
            onRestart={() => {
              controls.current?.seek(0);
              controls.current?.play();
              setPrompt(null);
            }}
          />
        ) : null}
      </div>
      {/* For the keyboard (issue 42): the player's own controls are not reachable by Tab, so the keys of the focused
          video are told here, and the speed has a select of its own (kept in step with the player's menu). */}
      {ready ? (
        <div className="course-lesson-toolbar">
          <span id={keysHintId} className="course-lesson-keys">
            选中视频后：空格键播放/暂停，← → 后退/前进 {VIDEO_SEEK_STEP_S} 秒
          </span>
          <Select
            {...speedSelect}
            size="small"
            aria-label="播放速度"
            className="course-lesson-speed"
            value={rate}
            onChange={(value: number) => {
              setRate(value);
              controls.current?.setRate(value);
            }}
            options={SPEEDS.map((value) => ({ value, label: `${value}x` }))}
            triggerProps={{ autoAlignPopupWidth: false }}
          />
        </div>
      ) : null}
    </>
  );
}
