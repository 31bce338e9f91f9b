import { userAtom, useRequest, type WatchRecord } from '@site/shared';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo } from 'react';
import { getWatchRecords } from '../../api/playback';
import { checkPurchase } from '../../api/purchase';

const byLesson = (rows: readonly WatchRecord[]) => new Map(rows.map((row) => [row.courseLessonId, row]));
const NO_ROWS: readonly WatchRecord[] = [];

/**
 * What the caller may do with a course: whether they bought it (course/check/purchase) and how far
 * they watched each lesson (course/watch/record, read on load). Both re-read when the user changes;
 * visitors ask nothing. A failed check counts as not bought and no progress.
 */
export function useCourseAccess(courseId: number) {
  const user = useAtomValue(userAtom);
  const userId = user?.id ?? null;
  const who = userId === null ? null : `courseId=${courseId}&user=${userId}`;
  const purchase = useRequest(who && `course/check/purchase?${who}`, () => checkPurchase(courseId));
  // The rows as the API answers them (a server-rendered page embeds them as JSON), by lesson once here.
  const watched = useRequest<readonly WatchRecord[]>(who && `course/watch/record?${who}`, () => getWatchRecords(courseId));
  const { reload: reloadPurchase } = purchase;
  const { reload: reloadRecords, setData: setRecords } = watched;

  const refresh = useCallback(() => {
    reloadPurchase();
    reloadRecords();
  }, [reloadPurchase, reloadRecords]);

  const noteProgress = useCallback(
    (lessonId: number, seconds: number, final: boolean) => {
      setRecords((current = NO_ROWS) => {
        const before = current.find((row) => row.courseLessonId === lessonId);
        const noted = { courseLessonId: lessonId, lessonIndex: before?.lessonIndex ?? 0, watchedDuration: seconds, hasFinal: final || Boolean(before?.hasFinal) };
        return before ? current.map((row) => (row === before ? noted : row)) : [...current, noted];
      });
    },
    [setRecords],
  );

  const records = useMemo(() => byLesson(watched.data ?? NO_ROWS), [watched.data]);
  return { loggedIn: userId !== null, purchased: Boolean(purchase.data?.hasPurchase), records, refresh, noteProgress };
}
