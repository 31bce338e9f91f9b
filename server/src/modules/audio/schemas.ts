import { z } from 'zod';
import { PAGE_SIZE } from '@site/shared/contract';
import { pageQuery } from '../../platform/paging';
import { teacherInfoSchema } from '../course/schemas';
import { idInput, idParam } from '../../platform/ids';

/** Request and answer schemas of the audio calls (spec 3 Audio / Audio series, spec 7 Audio). */
export const id = idParam;
const bodyId = idInput;
/** Bodies may send a real boolean or its text, as the spec's clients do. */
export const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/**
 * Older players sent a browser-made listener id with each heartbeat. It is still accepted (a page
 * opened before an update keeps working) but only as "playing": who listens is the server's to say.
 */
const legacyListenerId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'listenerId 需为 8-64 位字母、数字、_ 或 -');

export const seriesQuery = z.object({ audioSeriesId: id }).strict();
export const seriesListQuery = z.object({ audioSeriesId: id, ...pageQuery(PAGE_SIZE.podcast) }).strict();
export const tagListQuery = z
  .object({ tag: z.string().trim().min(1, '请提供标签').max(20), audioSeriesId: id.optional(), ...pageQuery(PAGE_SIZE.podcast) })
  .strict();
export const audioQuery = z.object({ audioId: id }).strict();
export const onlineQuery = z
  .object({ audioId: id, playing: flag.optional(), listenerId: legacyListenerId.optional() })
  .strict()
  .transform(({ audioId, playing, listenerId }) => ({ audioId, playing: playing ?? (listenerId === undefined ? undefined : true) }));
/** A heartbeat or a stop, as the rate limit sees the raw query (before validation). */
export const isHeartbeatQuery = (query: unknown): boolean =>
  typeof query === 'object' && query !== null && ('playing' in query || 'listenerId' in query);
export const likeBody = z.object({ audioId: bodyId, status: flag }).strict();
export const groupsBody = z.object({ audioIds: z.array(bodyId).min(1).max(100) }).strict();

export const seriesSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  tags: z.string(),
  preview: z.string(),
  otherSources: z.string(),
  audioNum: z.number().int(),
  rssUrl: z.string(),
});

export const audioListItemSchema = z.object({
  id: z.number().int(),
  audioSeriesId: z.number().int(),
  title: z.string(),
  description: z.string(),
  tags: z.string(),
  duration: z.number().int(),
  createdAt: z.string(),
  playNum: z.number().int(),
  onlineCount: z.number().int(),
  preview: z.string(),
  sourceUrl: z.string(),
});

export const audioDetailSchema = audioListItemSchema.extend({
  content: z.string(),
  hasLiked: z.boolean(),
  likeNum: z.number().int(),
  wxQRCode: z.string(),
  enableComment: z.boolean(),
  teacherInfo: z.array(teacherInfoSchema),
});

export const pagedAudios = z.object({ rows: z.array(audioListItemSchema), count: z.number().int() });

export type AudioSeriesOut = z.infer<typeof seriesSchema>;
export type AudioListItemOut = z.infer<typeof audioListItemSchema>;
export type AudioDetailOut = z.infer<typeof audioDetailSchema>;
