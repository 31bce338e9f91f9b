// Shapes of the course, purchase, playback and comment calls (spec 7) beyond the entities of spec 3.
// Paged calls answer PagedList {rows,count}; the small fixed lists answer plain arrays.
import type { CommentType, Course, WatchRecord } from '../entities';

/** A course as listed (cards, account-centre tabs): the detail without lessons or rich text. */
export type CourseSummary = Omit<Course, 'lessonInfo' | 'description' | 'hasCollected' | 'liveUrl'> & { createdAt: string };

/** GET /course/detail: createdAt is always present. */
export type CourseDetail = Course & { createdAt: string };

/** course/recent/watched rows: the course and the lesson last watched. */
export type RecentWatchedCourse = CourseSummary & { lastWatch: WatchRecord & { updatedAt: string; lessonTitle: string } };

/** POST /course/purchase. The QR encodes payInfo.codeUrl, valid until expiresAt (15 minutes). */
export interface PurchaseResult {
  orderNum: string;
  payInfo: { codeUrl: string; expiresAt: string };
}

export interface PurchaseCheck {
  hasPurchase: boolean;
}

export interface CollectCheck {
  hasCollected: boolean;
}

/** POST /course/collect body; status travels as the string "true" or "false" (spec 7). */
export interface CollectInput {
  courseId: number;
  status: 'true' | 'false';
}

/** GET /course/lesson/playUrls: signed media URLs (mobile), valid until expiresAt. */
export interface LessonPlayUrls {
  playUrl: string;
  expiresAt: string;
  playUrls: { definition: string; url: string }[];
}

/** GET /course/lesson/playAuth: the desktop player exchanges it at /course/lesson/playInfo. */
export interface LessonPlayAuth {
  videoId: string;
  playAuth: string;
  expiresAt: string;
}

/** GET /course/lesson/playInfo?videoId&playAuth. */
export interface LessonPlayInfo {
  playUrl: string;
  expiresAt: string;
}

/** PUT /course/lesson/watch/progress body. watchedDuration in seconds. */
export interface WatchProgressInput {
  lessonId: number;
  lessonIndex: number;
  watchedDuration: number;
  final: boolean;
}

export interface SourceDownload {
  downloadUrl: string;
  expiresAt: string;
}

/** GET /comment/list query: exactly one of courseId, shotId, audioId (matching type). */
export interface CommentListQuery {
  type: CommentType;
  courseId?: number;
  shotId?: number;
  audioId?: number;
  perPage?: number;
  page?: number;
}

/** POST /comment/post body; content 1..600 characters after trimming. */
export interface CommentPostInput {
  type: CommentType;
  courseId?: number;
  shotId?: number;
  audioId?: number;
  content: string;
  replyTargetId?: number;
}

/** POST /comment/like, DELETE /comment/delete/like answer. */
export interface CommentLikeResult {
  isLike: boolean;
  likeNum: number;
}

/** GET /comment/istrue answer. */
export interface CommentLikeCheck {
  isLike: boolean;
}

/** POST /comment/isTop answer. */
export interface CommentTopResult {
  isTop: boolean;
}
