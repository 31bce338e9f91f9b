import type { LiveStatus } from '../entities';

export interface PresaleSource {
  liveStatus: LiveStatus | string | null;
  /** Lessons already published (lessonNum, or lessonInfo.length on the detail page). */
  lessonNum: number;
  startAt: string | null;
}

/**
 * Spec 4: a live course shows the presale tag when its liveStatus is applying or open and either it
 * has no lessons yet or its start time is still ahead.
 */
export function isPresale(course: PresaleSource, now: Date = new Date()): boolean {
  if (course.liveStatus !== 'applying' && course.liveStatus !== 'open') return false;
  if (course.lessonNum === 0) return true;
  if (!course.startAt) return false;
  return new Date(course.startAt).getTime() > now.getTime();
}
