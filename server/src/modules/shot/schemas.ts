import { z } from 'zod';
import { PAGE_SIZE, SHOT_TITLE_MAX } from '@site/shared/contract';
import { idInput, idParam } from '../../platform/ids';

/** Query and body pieces shared by the shot routes. */
/** An id in a query string (the shared int4 range). */
export const id = idParam;
export const page = z.coerce.number().int().min(0).max(100_000).default(0);
export const perPage = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);
/** Query booleans arrive as text ('true'/'false'/'1'/'0'); bodies may send real booleans. */
export const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

const shotUser = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string(), username: z.string().optional() });

export const shotListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  preview: z.string(),
  tags: z.string(),
  shotCategoryId: z.number().int().nullable(),
  status: z.enum(['published', 'unpublished']),
  isRecommend: z.boolean(),
  viewNum: z.number().int(),
  likeNum: z.number().int(),
  user: shotUser,
  createdAt: z.string(),
  disabled: z.object({ reason: z.string() }).optional(),
});

export const shotSchema = shotListItemSchema.extend({
  content: z.string(),
  enableComment: z.boolean(),
  hasLiked: z.boolean(),
  hasCollected: z.boolean(),
  courseIds: z.array(z.number().int()),
});

export const pagedShots = z.object({ rows: z.array(shotListItemSchema), count: z.number().int() });

export const shotFields = {
  title: z.string().max(SHOT_TITLE_MAX * 4),
  preview: z.string().max(2000),
  content: z.string().max(500_000),
  tags: z.string().max(2000),
  shotCategoryId: idInput.nullable(),
  enableComment: z.boolean(),
};

export const createBody = z
  .object({
    ...shotFields,
    tags: shotFields.tags.optional(),
    shotCategoryId: shotFields.shotCategoryId.optional(),
    enableComment: shotFields.enableComment.optional(),
  })
  .strict();

export const updateBody = z
  .object({
    id: idInput,
    title: shotFields.title.optional(),
    preview: shotFields.preview.optional(),
    content: shotFields.content.optional(),
    tags: shotFields.tags.optional(),
    shotCategoryId: shotFields.shotCategoryId.optional(),
    enableComment: shotFields.enableComment.optional(),
  })
  .strict();

export const listQuery = z
  .object({
    perPage: perPage(PAGE_SIZE.shots),
    page,
    categoryId: id.optional(),
    keywords: z.string().max(100).optional(),
    isRecommend: flag.optional(),
    courseId: id.optional(),
  })
  .strict();

export const pagedQuery = (fallback: number) => z.object({ page, perPage: perPage(fallback) }).strict();

export const courseLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  preview: z.string(),
  teacherIds: z.array(z.number().int()),
});

export const done = z.object({ data: z.object({ success: z.literal(true) }) });
