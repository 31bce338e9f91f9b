import { z } from 'zod';

// Response and shared request pieces of the course calls (spec 3 and 7).

export const teacherInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  followed: z.boolean(),
});

export const softwareInfoSchema = z.object({ id: z.number().int(), name: z.string(), iconUrl: z.string() });

export const watchRecordSchema = z.object({
  courseLessonId: z.number().int(),
  watchedDuration: z.number().int(),
  hasFinal: z.boolean(),
  lessonIndex: z.number().int(),
});

export const courseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  preview: z.string(),
  tags: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  free: z.boolean(),
  courseType: z.enum(['online-course', 'live-course']),
  playOrigin: z.string(),
  level: z.enum(['primary', 'middle', 'high']),
  liveStatus: z.enum(['applying', 'open']).nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  timeRemark: z.string(),
  lessonTotalNum: z.number().int(),
  lessonNum: z.number().int(),
  teacherInfo: z.array(teacherInfoSchema),
  softWareInfo: z.array(softwareInfoSchema),
  courseSeriesId: z.number().int().nullable(),
  purchaseNum: z.number().int(),
  watchNum: z.number().int(),
  createdAt: z.string(),
});

export const lessonInfoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  free: z.boolean(),
  sourceInfo: z.object({ duration: z.number().int(), downloadable: z.boolean() }).nullable(),
  watchRecord: watchRecordSchema.nullable(),
});

export const courseDetailSchema = courseSummarySchema.extend({
  description: z.string(),
  liveUrl: z.string(),
  lessonInfo: z.array(lessonInfoSchema),
  hasCollected: z.boolean(),
});

export const teacherSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  username: z.string(),
  avatar: z.string(),
  followed: z.boolean(),
  userSocialAccount: z.object({ wechat: z.string() }),
});

export const appSchema = z.object({ id: z.number().int(), name: z.string(), iconUrl: z.string() });

export const categoryGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const pagedSchema = <T extends z.ZodTypeAny>(row: T) => z.object({ rows: z.array(row), count: z.number().int() });

export const dataSchema = <T extends z.ZodTypeAny>(data: T) => z.object({ data });

/** Query numbers arrive as strings. */
export { idParam } from '../../platform/ids';
export const pageParam = z.coerce.number().int().min(0).max(100000).default(0);
export const perPageParam = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);

export type CourseSummaryOut = z.infer<typeof courseSummarySchema>;
export type TeacherInfoOut = z.infer<typeof teacherInfoSchema>;
