/**
 * Banner groups (banner/list?type): the home carousel and its side tiles, the live-course page,
 * and the all-courses page (course/banner/list answers that last group).
 */
export const BANNER_GROUPS = ['course-home', 'course-home-child-banner', 'live-course-banner', 'course-banner'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** The group course/banner/list answers. */
export const COURSE_BANNER_GROUP: BannerGroup = 'course-banner';

/** Longest text common/qr/image encodes (a pay codeUrl is far shorter). */
export const QR_STRING_MAX = 512;

/** Image average colour (URL?imageAve), as Qiniu answers it: {"RGB":"0x5b6f7e"}. */
export interface ImageAverage {
  RGB: string;
}
