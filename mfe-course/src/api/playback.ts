import { api, type LessonPlayAuth, type LessonPlayInfo, type LessonPlayUrls, type SourceDownload, type WatchProgressInput, type WatchRecord } from '@site/shared';

/** GET course/lesson/playUrls: short-lived signed URLs for the phone player. */
export const getPlayUrls = (lessonId: number) => api.get<LessonPlayUrls>('/course/lesson/playUrls', { lessonId });

/** GET course/lesson/playAuth: video id + play auth for the desktop player. */
export const getPlayAuth = (lessonId: number) => api.get<LessonPlayAuth>('/course/lesson/playAuth', { lessonId });

/** GET course/lesson/playInfo: the desktop player turns video id + play auth into its stream. */
export const getPlayInfo = (auth: Pick<LessonPlayAuth, 'videoId' | 'playAuth'>) =>
  api.get<LessonPlayInfo>('/course/lesson/playInfo', { videoId: auth.videoId, playAuth: auth.playAuth });

/** PUT course/lesson/watch/progress. */
export const reportProgress = (input: WatchProgressInput) => api.put<WatchRecord>('/course/lesson/watch/progress', input);

/** GET course/watch/record?courseId: the caller's progress on each lesson of a course. */
export const getWatchRecords = (courseId: number) => api.get<WatchRecord[]>('/course/watch/record', { courseId });

/** GET course/lesson/source/downloadUrl. */
export const getSourceDownload = (lessonId: number) => api.get<SourceDownload>('/course/lesson/source/downloadUrl', { lessonId });
