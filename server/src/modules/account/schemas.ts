import { z } from 'zod';
import {
  EMAIL_CODE_PATTERN,
  NOTICE_TYPES,
  PASSWORD_MAX,
  accountReasons,
  checkNicknameFormat,
  checkPasswordFormat,
  checkUsernameFormat,
  isEmailAddress,
} from '@site/shared/contract';
import { idInput, idParam } from '../../platform/ids';

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  email: z.string().optional(),
  roles: z.record(z.string(), z.boolean()),
  userPower: z.object({ canPostShot: z.boolean() }),
});

export const nameCheckSchema = z.object({ isValid: z.boolean(), reason: z.string() });

export const teacherInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  followed: z.boolean(),
});

export const publicUserSchema = teacherInfoSchema.extend({
  isTeacher: z.boolean(),
  followerNum: z.number().int(),
  userSocialAccount: z.object({ wechat: z.string() }),
});

export const visitorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  visitNum: z.number().int(),
  visitedAt: z.string(),
});

const ref = z.object({ id: z.number().int(), title: z.string() });

export const noticeBodySchema = z.object({
  fromUser: z.object({ nickname: z.string(), username: z.string() }),
  shotInfo: ref.optional(),
  courseInfo: ref.optional(),
  audioInfo: ref.optional(),
  commentInfo: z.object({ id: z.number().int(), likeNum: z.number().int(), isLike: z.boolean(), content: z.string().optional() }).optional(),
  reason: z.string().optional(),
});

export const messageSchema = z.object({
  id: z.number().int(),
  noticeType: z.enum(NOTICE_TYPES),
  hasRead: z.boolean(),
  createdAt: z.string(),
  body: noticeBodySchema,
});

/** Input rules from shared/contract/account-rules.ts, so the register form and the server agree. */
export const emailInput = z.string().trim().max(254).refine(isEmailAddress, accountReasons.emailFormat);
export const usernameInput = z.string().superRefine((value, ctx) => {
  const reason = checkUsernameFormat(value);
  if (reason) ctx.addIssue({ code: 'custom', message: reason });
});
export const newPasswordInput = z.string().superRefine((value, ctx) => {
  const reason = checkPasswordFormat(value);
  if (reason) ctx.addIssue({ code: 'custom', message: reason });
});
export const nicknameInput = z.string().superRefine((value, ctx) => {
  const reason = checkNicknameFormat(value);
  if (reason) ctx.addIssue({ code: 'custom', message: reason });
});
/** Login takes whatever was registered, so only lengths are checked here. */
export const loginInput = z
  .object({
    account: z.string().trim().min(1, '请输入用户名或邮箱').max(254),
    password: z.string().min(1, accountReasons.passwordRequired).max(PASSWORD_MAX * 4),
  })
  .strict();

/** A user id in a query string or body. */
export const userIdInput = idParam;

/** "1,2,3" (or repeated parameters) -> [1,2,3], at most 100 ids. */
export const idListInput = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value.join(',') : value)
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map(Number),
  )
  .pipe(z.array(idInput).max(100));

/** An emailed 6-digit code in a body. */
export const emailCodeInput = z.string().trim().regex(EMAIL_CODE_PATTERN, accountReasons.codeFormat);

/** A signed-in device (account/devices). */
export const deviceSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  deviceType: z.enum(['desktop', 'mobile', 'tablet', 'other']),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
