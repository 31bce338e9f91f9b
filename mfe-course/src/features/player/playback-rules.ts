// Playback rules of spec 4 and 9 as pure functions, so they are tested without a video element.

/** Spec 9: progress is reported at most every 10 s (a report within 10 s of the last is skipped). */
export const REPORT_INTERVAL_MS = 10_000;
/** Spec 9: a lesson counts as finished above 90 %. */
export const FINAL_RATIO = 0.9;
/** Spec 4: the continue/replay prompt needs more than 10 s watched. */
export const RESUME_MIN_SECONDS = 10;

export function shouldReport(lastReportAt: number | null, now: number): boolean {
  return lastReportAt === null || now - lastReportAt >= REPORT_INTERVAL_MS;
}

export function isFinal(position: number, duration: number): boolean {
  return duration > 0 && position / duration > FINAL_RATIO;
}

/** Whether to offer "继续观看 / 从头播放": more than 10 s watched and not yet asked for this lesson. */
export function shouldPromptResume(watchedDuration: number | null | undefined, alreadyPrompted: boolean): boolean {
  return !alreadyPrompted && typeof watchedDuration === 'number' && watchedDuration > RESUME_MIN_SECONDS;
}

/** Spec 4: a lesson plays if the course was bought, the course is free, or the lesson is free. */
export function canPlayLesson(access: { purchased: boolean; courseFree: boolean; lessonFree: boolean }): boolean {
  return access.purchased || access.courseFree || access.lessonFree;
}

/** The arrow keys' step on the focused lesson video, in seconds (held down, half of it). */
export const VIDEO_SEEK_STEP_S = 5;
