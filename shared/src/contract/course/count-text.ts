import type { CourseType } from '../entities';

export interface CountSource {
  courseType: CourseType | string;
  purchaseNum: number;
  watchNum: number;
}

/**
 * Spec 4: live courses say "N人报名" while sign-ups are at least the study count, else "N次学习";
 * other courses say "N人在学" (watchNum counts members who started watching).
 */
export function courseCountText(course: CountSource): string {
  if (course.courseType === 'live-course') {
    return course.purchaseNum >= course.watchNum ? `${course.purchaseNum}人报名` : `${course.watchNum}次学习`;
  }
  return `${course.watchNum}人在学`;
}
