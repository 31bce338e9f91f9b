import type { WatchProgressInput } from '@site/shared/contract';
import { isFinal, shouldReport } from './playback-rules';

export type SendProgress = (input: WatchProgressInput) => Promise<unknown>;

/**
 * Turns the player's time updates into PUT course/lesson/watch/progress calls (spec 4): at most one
 * per 10 s while playing, except that the moment a lesson becomes final (above 90 %) and its end are
 * always reported so "finished" is never lost to the throttle.
 */
export class ProgressReporter {
  private lastReportAt: number | null = null;
  private finalSent = false;

  constructor(
    private readonly lesson: { lessonId: number; lessonIndex: number },
    private readonly send: SendProgress,
    private readonly now: () => number = Date.now,
  ) {}

  onTime(position: number, duration: number): void {
    const final = isFinal(position, duration);
    const becameFinal = final && !this.finalSent;
    if (!becameFinal && !shouldReport(this.lastReportAt, this.now())) return;
    this.report(position, final);
  }

  onEnded(duration: number): void {
    this.report(duration, true);
  }

  private report(position: number, final: boolean): void {
    this.lastReportAt = this.now();
    if (final) this.finalSent = true;
    // A lost progress report must never interrupt playback.
    this.send({ ...this.lesson, watchedDuration: Math.max(0, Math.floor(position)), final }).catch(() => undefined);
  }
}
