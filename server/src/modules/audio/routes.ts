import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors';
import { viewerOf } from '../../platform/hit-counter';
import { sendWritten } from '../../platform/written-answer';
import { requireUser } from '../../platform/session';
import {
  audioDetailSchema,
  audioQuery,
  groupsBody,
  id,
  isHeartbeatQuery,
  likeBody,
  onlineQuery,
  pagedAudios,
  seriesListQuery,
  seriesQuery,
  seriesSchema,
  tagListQuery,
} from './schemas';
import { listenerOf, type Listener } from './listener';
import * as service from './service';

/** A plain read: nobody beats or leaves. */
const NOBODY: Listener = { listener: null, previous: null };

/** The audio calls of spec 7 under API_PREFIX (shapes in docs/podcast-api.md). */
export const audioRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['audio'];
  const { ctx } = app;

  app.get(
    '/audio/series/list',
    { config: { readCache: ['audio'], sameForEveryone: true }, schema: { tags, summary: '全部播客专辑（按创建顺序）', response: { 200: z.object({ data: z.array(seriesSchema) }) } } },
    async () => ok(await service.listSeries(ctx)),
  );

  app.get(
    '/audio/series/detail',
    { schema: { tags, summary: '播客专辑详情（含 RSS 地址）', querystring: seriesQuery, response: { 200: z.object({ data: seriesSchema }) } } },
    async (request) => ok(await service.getSeries(ctx, request.query.audioSeriesId)),
  );

  app.get(
    '/audio/series/audio/list',
    { schema: { tags, summary: '专辑的节目列表（最新在前，默认每页 15）', querystring: seriesListQuery, response: { 200: z.object({ data: pagedAudios }) } } },
    async (request, reply) => {
      const { audioSeriesId, page, perPage } = request.query;
      return sendWritten(reply, await service.listSeriesAudios(ctx, audioSeriesId, page, perPage));
    },
  );

  app.get(
    '/audio/tag/list',
    { schema: { tags, summary: '带某个标签的节目（整词匹配，可限定专辑）', querystring: tagListQuery, response: { 200: z.object({ data: pagedAudios }) } } },
    async (request, reply) => {
      const { tag, audioSeriesId, page, perPage } = request.query;
      return sendWritten(reply, await service.listTagAudios(ctx, tag, audioSeriesId, page, perPage));
    },
  );

  app.get(
    '/audio/detail',
    {
      schema: {
        tags,
        summary: '节目详情（不存在时 101101）',
        querystring: z.object({ id }).strict(),
        response: { 200: z.object({ data: audioDetailSchema }) },
      },
    },
    async (request) => ok(await service.getAudioDetail(ctx, request.currentUser, request.query.id)),
  );

  app.get(
    '/audio/check/like',
    { schema: { tags, summary: '是否已点赞（游客为 false）', querystring: audioQuery, response: { 200: z.object({ data: z.object({ hasLiked: z.boolean() }) }) } } },
    async (request) => ok(await service.checkLike(ctx, request.currentUser, request.query.audioId)),
  );

  app.post(
    '/audio/like',
    {
      schema: {
        tags,
        summary: '点赞或取消点赞（需登录，幂等）',
        body: likeBody,
        response: { 200: z.object({ data: z.object({ hasLiked: z.boolean(), likeNum: z.number().int() }) }) },
      },
    },
    async (request) => ok(await service.setLike(ctx, requireUser(request), request.body.audioId, request.body.status)),
  );

  app.get(
    '/audio/play/increase',
    {
      // Per IP: a start every few seconds is plenty for a listener; a brake on scripted inflation.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: '播放次数 +1（每次开始播放一集时调用；每位听众每集每小时计一次）',
        querystring: audioQuery,
        response: { 200: z.object({ data: z.object({ playNum: z.number().int() }) }) },
      },
    },
    async (request) => ok(await service.increasePlay(ctx, request.query.audioId, viewerOf(request))),
  );

  app.get(
    '/audio/get-online',
    {
      config: {
        // Per address, heartbeats only (a player beats 6 times a minute): room for a household or an office
        // behind one address, a brake on one machine posing as a crowd. Plain reads are not limited.
        rateLimit: { max: 60, timeWindow: '1 minute', allowList: (request) => !isHeartbeatQuery(request.query) },
      },
      schema: {
        tags,
        summary: '在听人数；playing=true 时同时是播放中的心跳（每 10 秒一次，30 秒窗口），playing=false 表示已停止',
        querystring: onlineQuery,
        response: { 200: z.object({ data: z.object({ audioId: z.number().int(), onlineCount: z.number().int(), listening: z.boolean() }) }) },
      },
    },
    async (request, reply) => {
      const { audioId, playing } = request.query;
      return ok(await service.getOnline(ctx, audioId, playing, playing === undefined ? NOBODY : listenerOf(ctx, request, reply)));
    },
  );

  app.post(
    '/audio/onlineCountGroups',
    {
      schema: {
        tags,
        summary: '多集的在听人数（id -> 人数）',
        body: groupsBody,
        response: { 200: z.object({ data: z.record(z.string(), z.number().int()) }) },
      },
    },
    async (request) => ok(await service.onlineGroups(ctx, request.body.audioIds)),
  );
};
