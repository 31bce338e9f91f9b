// Contract types of spec section 3. Server and browser both import these, so they agree by construction.

export type Roles = Record<string, boolean>;

export interface UserPower {
  canPostShot: boolean;
}

export interface User {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  email?: string;
  roles: Roles;
  userPower: UserPower;
}

export interface LoginPayload {
  account: string;
  password: string;
}

export interface RegisterPayload {
  email: string;
  password: string;
  emailCode: string;
  account: string;
}

export interface PagedList<T> {
  rows: T[];
  count: number;
}

export interface NameCheck {
  isValid: boolean;
  reason: string;
}

export interface EmailCheck {
  isValid: boolean;
}

export type CourseType = 'online-course' | 'live-course';
export type CourseLevel = 'primary' | 'middle' | 'high';
export type LiveStatus = 'applying' | 'open';

export interface WatchRecord {
  courseLessonId: number;
  watchedDuration: number;
  hasFinal: boolean;
  lessonIndex: number;
}

export interface Lesson {
  id: number;
  title: string;
  free: boolean;
  sourceInfo: { duration: number; downloadable?: boolean } | null;
  watchRecord: WatchRecord | null;
}

export interface TeacherInfo {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  followed: boolean;
}

export interface Course {
  id: number;
  title: string;
  subtitle: string;
  preview: string;
  tags: string;
  description: string;
  price: number;
  originalPrice: number;
  free: boolean;
  courseType: CourseType;
  playOrigin: string;
  level: CourseLevel;
  liveStatus: LiveStatus | null;
  startAt: string | null;
  endAt: string | null;
  timeRemark: string;
  liveUrl: string;
  lessonTotalNum: number;
  lessonNum: number;
  lessonInfo: Lesson[];
  teacherInfo: TeacherInfo[];
  softWareInfo: { id?: number; name?: string; iconUrl: string }[];
  courseSeriesId: number | null;
  purchaseNum: number;
  watchNum: number;
  hasCollected: boolean;
  createdAt?: string;
}

export type ShotStatus = 'published' | 'unpublished';

export interface Shot {
  id: number;
  title: string;
  preview: string;
  content: string;
  tags: string;
  shotCategoryId: number | null;
  status: ShotStatus;
  isRecommend: boolean;
  enableComment: boolean;
  hasLiked: boolean;
  hasCollected: boolean;
  viewNum: number;
  likeNum: number;
  user: { id: number; nickname: string; avatar: string; username?: string };
  courseIds: number[];
  createdAt?: string;
  /**
   * Set only on a shot an admin disabled (always unpublished, so only its author and admins see it):
   * the author cannot publish it again, and is shown why.
   */
  disabled?: { reason: string };
}

export interface ShotCategory {
  id: number;
  name: string;
}

export type CommentType = 'course' | 'shot' | 'audio';

export interface CommentUser {
  id: number;
  nickname: string;
  username: string;
  avatar: string;
}

export interface Comment {
  id: number;
  content: string;
  createdAt: string;
  userInfo: CommentUser;
  likeNum: number;
  isLike: boolean;
  isTop: boolean;
  rootTargetId: number | null;
  replyTargetId: number | null;
  replayTargetInfo: Comment[];
}

export type BannerOpenMethod = 'self' | 'blank';

export interface Banner {
  id: number;
  name: string;
  url: string;
  openMethod: BannerOpenMethod;
  preview: string;
}

export interface App {
  id: number;
  name: string;
  iconUrl: string;
}

export interface Teacher {
  id: number;
  nickname: string;
  username: string;
  avatar: string;
  followed: boolean;
  userSocialAccount: { wechat: string };
}

export type OrderStatus = 'paid' | 'refunding' | 'refund-fail';

export interface Order {
  orderNum: string;
  courseId: number;
  courseInfo: { title: string };
  paidAmount: number;
  paySuccessTime: string | null;
  status: OrderStatus;
}

export interface PayInfo {
  codeUrl: string;
  expiresAt?: string;
}

export const NOTICE_TYPES = [
  'course-comment',
  'course-comment-reply',
  'course-comment-like',
  'course-collection',
  'audio-comment',
  'audio-comment-reply',
  'audio-comment-like',
  'shot-comment',
  'shot-comment-reply',
  'shot-comment-like',
  'shot-collection',
  'shot-like',
  // An admin disabled one of the member's shots (admin backend); the body carries the reason.
  'shot-disabled',
] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export interface NoticeBody {
  fromUser: { nickname: string; username: string };
  shotInfo?: { id: number; title: string };
  courseInfo?: { id: number; title: string };
  audioInfo?: { id: number; title: string };
  commentInfo?: { id: number; likeNum: number; isLike: boolean; content?: string };
  /** Why an admin acted (shot-disabled). */
  reason?: string;
}

export interface Notice {
  id: number;
  noticeType: NoticeType;
  hasRead: boolean;
  createdAt: string;
  /** May arrive as a JSON string (spec 3); parse with parseNoticeBody. */
  body: NoticeBody | string;
}

export interface Audio {
  id: number;
  title: string;
  description: string;
  tags: string;
  duration: number;
  createdAt: string;
  playNum: number;
  onlineCount: number;
  sourceUrl: string;
  content: string;
  hasLiked: boolean;
  wxQRCode: string;
  teacherInfo: TeacherInfo[];
  preview: string;
}

export interface AudioSeries {
  id: number;
  tags: string;
  /** JSON string with keys wangyiMusic, ximalayaFM, bilibili, iTunesPodcasts, googlePodcasts, overcast, poctetCasts, spotify. */
  otherSources: string;
  preview: string;
  title: string;
  description: string;
}

export interface ToolGroup {
  name: string;
  toolInfo: { name: string; url: string; preview: string }[];
}

export interface FriendLink {
  name: string;
  url: string;
}

export interface NavGroup {
  name: string;
  categories: { name: string; url: string }[];
}

export interface CategoryGroup {
  id: number;
  name: string;
  categories: { id: number; name: string }[];
}

export interface ClassPlanItem {
  classname: string;
  starttime: string;
  endtime: string;
  class_color: string;
}

export interface Bulletin {
  id: number;
  description: string;
}

export interface UploadToken {
  uploadToken: string;
  host: string;
  /**
   * Present when files go straight to an object store (STORAGE=s3): a presigned POST. The browser
   * sends its fields, then `file`, to `url`; the key is `fields.key` and the file is read at host + key.
   */
  form?: { url: string; fields: Record<string, string> };
}

export interface HealthSignPayload {
  cid: string;
  remark: string;
  inBeijing: 1 | 2;
  isHealth: 1 | 2;
  temperature: string;
}

export interface PromisePayload {
  name: string;
  tel: string;
  address: string;
  sign: string;
  vehicleNum: string;
  vehicle: string;
  inBeijing: 1 | 2 | 3;
  goDiseaseArea: 1 | 2 | 3;
  touch: 1 | 2 | 3;
  backDate: string;
}

export interface MemberInfo {
  username: string;
}

export interface WeixinShareSign {
  appId: string;
  timestamp: number;
  noncestr: string;
  signature: string;
}

/** One signed-in device as the security page lists it (never the session id: that is the cookie). */
export interface Device {
  id: string;
  browser: string;
  os: string;
  deviceType: 'desktop' | 'mobile' | 'tablet' | 'other';
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}
