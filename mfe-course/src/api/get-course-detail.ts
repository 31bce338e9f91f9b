import { api, type CourseDetail } from '@site/shared';

/** GET course/detail?courseId; rejects with 7001 when the course is missing or unpublished. */
export const getCourseDetail = (courseId: number) => api.get<CourseDetail>('/course/detail', { courseId });
