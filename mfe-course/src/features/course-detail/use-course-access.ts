import { userAtom, type WatchRecord } from '@site/shared';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { getWatchRecords } from '../../api/playback';
import { checkPurchase } from '../../api/purchase';

/**
 * What the caller may do with a course: whether they bought it (course/check/purchase) and how far
 * they watched each lesson (course/watch/record, read on load). Both re-read when the user changes.
 */
export function useCourseAccess(courseId: number) {
  const user = useAtomValue(userAtom);
  const [purchased, setPurchased] = useState(false);
  const [records, setRecords] = useState<Map<number, WatchRecord>>(new Map());
  const userId = user?.id ?? null;

  const refresh = useCallback(() => {
    if (userId === null) {
      setPurchased(false);
      setRecords(new Map());
      return () => undefined;
    }
    let live = true;
    checkPurchase(courseId).then(
      (check) => live && setPurchased(check.hasPurchase),
      () => undefined,
    );
    getWatchRecords(courseId).then(
      (rows) => live && setRecords(new Map(rows.map((row) => [row.courseLessonId, row]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [courseId, userId]);

  useEffect(() => refresh(), [refresh]);

  const noteProgress = useCallback((lessonId: number, seconds: number, final: boolean) => {
    setRecords((current) => {
      const next = new Map(current);
      const before = current.get(lessonId);
      next.set(lessonId, { courseLessonId: lessonId, lessonIndex: before?.lessonIndex ?? 0, watchedDuration: seconds, hasFinal: final || Boolean(before?.hasFinal) });
      return next;
    });
  }, []);

  return { loggedIn: userId !== null, purchased, records, refresh, noteProgress };
}
