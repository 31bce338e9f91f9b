// Business constants of spec section 9.
export const REQUEST_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 5;
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 20;
export const RESEND_COUNTDOWN_S = 60;
export const USERNAME_CHECK_DELAY_MS = 1000;
export const NICKNAME_CHECK_DELAY_MS = 1500;
export const LOGIN_DIALOG_WIDTH = 490;
export const UNREAD_POLL_MS = 180_000;
export const UNREAD_STORE_SIZE = 30;
export const BREAKPOINT_SMALL = 414;
export const BREAKPOINT_PODCAST = 992;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const COMMENT_MAX_LENGTH = 600;
export const PAY_QR_VALID_MS = 15 * 60 * 1000;
export const PURCHASE_POLL_MS = 2000;

export const PAGE_SIZE = {
  default: 15,
  courseOwnerList: 20,
  skeleton: 12,
  homeCourses: 12,
  homeShots: 12,
  homeApps: 6,
  shots: 24,
  comments: 20,
  courseComments: 15,
  profileTab: 12,
  myShots: 15,
  teacherCourses: 12,
  courses: 30,
  podcast: 15,
  courseLinkDialog: 30,
} as const;

export const SCHOOLS = [
  { id: 1, name: '北京' },
  { id: 2, name: '石家庄' },
  { id: 3, name: '深圳' },
  { id: 6, name: '济南' },
] as const;

/** Client storage lives under one common key (spec 3). */
export const STORAGE_KEY = 'design-learning';

/** Podcast listener counts refresh (spec 9): the list every 15 s, the playing episode every 10 s. */
export const ONLINE_REFRESH_LIST_MS = 15_000;
export const ONLINE_REFRESH_PLAYING_MS = 10_000;
/** The player's progress tick (spec 4). */
export const PLAYER_TICK_MS = 500;
