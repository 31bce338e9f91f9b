import { z } from 'zod';
import { REMOTE_PACKAGES, type RemoteName } from '@site/shared/contract';
import { idParam } from '../../platform/ids';
import { pageQuery, pagedSchema } from '../../platform/paging';

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const remoteName = z.enum(Object.keys(REMOTE_PACKAGES) as [RemoteName, ...RemoteName[]], { message: '未知的前端模块' });

/** Release versions are folder names made by publish: date, time and a hex suffix. */
export const releaseVersion = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/, '版本号格式不正确');

export const reason = z.string().trim().min(1, '请填写原因').max(200, '原因最多 200 个字');

export const activateBody = z
  .object({
    remote: remoteName,
    /** Without a version: roll back to the version active before the current one. */
    version: releaseVersion.optional(),
    reason,
  })
  .strict();

const releasedVersion = z.object({
  version: z.string(),
  releasedAt: z.string(),
  sourceHash: z.string(),
  sourceCommit: z.string().nullable(),
  rolledBackAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  lastHour: z.object({ loads: z.number().int(), fallbacks: z.number().int(), failures: z.number().int() }),
});

const activation = z.object({
  version: z.string(),
  at: z.string(),
  by: z.string(),
  kind: z.enum(['release', 'rollback']),
  reason: z.string(),
});

export const releaseOverviewAnswer = envelope(
  z.object({
    remotes: z.array(
      z.object({
        name: remoteName,
        active: z.string().nullable(),
        rollbackTarget: z.string().nullable(),
        versions: z.array(releasedVersion),
        history: z.array(activation),
      }),
    ),
  }),
);

export const activateAnswer = envelope(z.object({ remote: remoteName, from: z.string(), to: z.string() }));

export const auditQuery = z.object({
  ...pageQuery(20, 100),
  targetType: z
    .string()
    .regex(/^[a-z-]{1,30}$/, '类型格式不正确')
    .optional(),
});

export const auditAnswer = envelope(
  pagedSchema(
    z.object({
      id: z.number().int(),
      actorId: z.number().int().nullable(),
      actorName: z.string(),
      action: z.string(),
      targetType: z.string(),
      targetId: z.string(),
      reason: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      createdAt: z.string(),
    }),
  ),
);

const keyword = z.string().trim().max(50, '关键词最多 50 个字').optional();
const id = idParam;

export const shotListQuery = z.object({
  ...pageQuery(20, 100),
  keyword,
  filter: z.enum(['all', 'published', 'unpublished', 'disabled']).default('all'),
});

const shotState = {
  status: z.string(),
  disabledByAdmin: z.boolean(),
  disabledReason: z.string(),
};

export const shotListAnswer = envelope(
  pagedSchema(
    z.object({
      id: z.number().int(),
      title: z.string(),
      preview: z.string(),
      ...shotState,
      createdAt: z.string(),
      user: z.object({ id: z.number().int(), username: z.string(), nickname: z.string() }),
    }),
  ),
);

export const shotModerationBody = z.object({ id, reason }).strict();
export const shotModerationAnswer = envelope(z.object({ id: z.number().int(), ...shotState }));

export const userListQuery = z.object({ ...pageQuery(20, 100), keyword });

const adminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  roles: z.record(z.string(), z.boolean()),
  canPostShot: z.boolean(),
  canTopComment: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});

export const userListAnswer = envelope(pagedSchema(adminUser));
export const userUpdateAnswer = envelope(adminUser);

export const userUpdateBody = z
  .object({
    id,
    roles: z.object({ admin: z.boolean(), teacher: z.boolean(), release: z.boolean() }).partial().strict().optional(),
    canPostShot: z.boolean().optional(),
    canTopComment: z.boolean().optional(),
    disabled: z.boolean().optional(),
    reason,
  })
  .strict()
  .refine((body) => body.roles !== undefined || body.canPostShot !== undefined || body.canTopComment !== undefined || body.disabled !== undefined, {
    message: '没有要修改的内容',
  });

export const orderListQuery = z.object({
  ...pageQuery(20, 100),
  keyword,
  status: z.enum(['pending', 'paid', 'expired', 'refunding', 'refunded', 'refund-fail']).optional(),
});

export const orderListAnswer = envelope(
  pagedSchema(
    z.object({
      orderNum: z.string(),
      status: z.string(),
      provider: z.string(),
      amount: z.number().int(),
      paidAmount: z.number().int().nullable(),
      paySuccessTime: z.string().nullable(),
      createdAt: z.string(),
      refundReason: z.string().nullable(),
      refundFailReason: z.string().nullable(),
      refundedAt: z.string().nullable(),
      /** The refund's number at the provider (kept across retries), null before any refund. */
      refundNo: z.string().nullable(),
      user: z.object({ id: z.number().int(), username: z.string(), nickname: z.string() }),
      course: z.object({ id: z.number().int(), title: z.string() }),
    }),
  ),
);

export const orderTotalsQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const orderTotalsAnswer = envelope(
  z.array(z.object({ date: z.string(), paidCount: z.number().int(), paidFen: z.number().int(), refundedFen: z.number().int() })),
);

/** Content changes may say why; moderation and releases must. */
const optionalReason = z.string().trim().max(200, '原因最多 200 个字').default('');
const bulletinText = z.string().trim().min(1, '请填写公告内容').max(200, '公告最多 200 个字');

const bulletinView = z.object({ id: z.number().int(), description: z.string(), published: z.boolean(), createdAt: z.string() });
export const bulletinListQuery = z.object(pageQuery(20, 100));
export const bulletinListAnswer = envelope(pagedSchema(bulletinView));
export const bulletinAnswer = envelope(bulletinView);
export const bulletinCreateBody = z.object({ description: bulletinText, published: z.boolean().default(true), reason: optionalReason }).strict();
export const bulletinUpdateBody = z
  .object({ id, description: bulletinText.optional(), published: z.boolean().optional(), reason: optionalReason })
  .strict()
  .refine((body) => body.description !== undefined || body.published !== undefined, { message: '没有要修改的内容' });
export const bulletinDeleteBody = z.object({ id, reason: optionalReason }).strict();
export const deletedAnswer = envelope(z.object({ id: z.number().int() }));

export const reportedCommentListQuery = z.object(pageQuery(20, 100));
export const reportedCommentListAnswer = envelope(
  pagedSchema(
    z.object({
      id: z.number().int(),
      type: z.enum(['course', 'shot', 'audio']),
      content: z.string(),
      createdAt: z.string(),
      isReply: z.boolean(),
      author: z.object({ id: z.number().int(), username: z.string(), nickname: z.string() }),
      target: z.object({ id: z.number().int(), title: z.string() }),
      reporters: z.number().int(),
      lastReportedAt: z.string(),
      reasons: z.array(z.string()),
    }),
  ),
);
export const commentModerationBody = z.object({ id, reason: optionalReason }).strict();
export const commentDeleteAnswer = envelope(z.object({ id: z.number().int(), deleted: z.literal(true) }));
export const commentDismissAnswer = envelope(z.object({ id: z.number().int(), dismissed: z.number().int() }));

export const visitorQuery = z.object({ q: z.string().trim().min(1, '请输入用户名或访客标识').max(40, '用户名或访客标识最多 40 个字符') });
export const visitorLoadsAnswer = envelope(
  z.object({
    who: z.union([
      z.object({ kind: z.literal('user'), id: z.number().int(), username: z.string(), nickname: z.string() }),
      z.object({ kind: z.literal('visitor'), visitorId: z.string() }),
    ]),
    since: z.string(),
    remotes: z.array(
      z.object({
        remote: remoteName,
        versions: z.array(
          z.object({
            version: z.string(),
            loads: z.number().int(),
            fallbacks: z.number().int(),
            failures: z.number().int(),
            servedVersions: z.array(z.string()),
            visitorIds: z.array(z.string()),
            lastAt: z.string(),
          }),
        ),
      }),
    ),
  }),
);
