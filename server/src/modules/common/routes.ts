import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BANNER_GROUPS, COURSE_BANNER_GROUP, QR_STRING_MAX } from '@site/shared/contract';
import { HttpCode, BusinessError, notFound, ok } from '../../platform/errors';
import { addBannerHits, findBannerHits, latestBulletin, listBanners, listFriendLinks, listNavigation, listTools } from './repository';
import { binaryAnswer } from '../../platform/openapi';
import { qrPng } from './qr';
import { WeixinClient } from './weixin';
import { idParam } from '../../platform/ids';
import { createHitCounter, viewerOf } from '../../platform/hit-counter';

const bannerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  openMethod: z.enum(['self', 'blank']),
  preview: z.string(),
});
const linkSchema = z.object({ name: z.string(), url: z.string() });
const data = <T extends z.ZodType>(schema: T) => ({ 200: z.object({ data: schema }) });

export const commonRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  const bannerHits = createHitCounter(fastify, 'banner-hits', (counts) => addBannerHits(app.ctx.db, counts));
  const weixin =
    config.WEIXIN_APP_ID && config.WEIXIN_APP_SECRET ? new WeixinClient(config.WEIXIN_APP_ID, config.WEIXIN_APP_SECRET) : null;

  app.get(
    '/banner/list',
    {
      config: { readCache: ['site'], sameForEveryone: true },
      schema: {
        tags: ['common'],
        summary: '某一组轮播图',
        querystring: z.object({ type: z.enum(BANNER_GROUPS) }),
        response: data(z.array(bannerSchema)),
      },
    },
    async (request) => ok(await listBanners(app.ctx.db, request.query.type)),
  );

  app.get(
    '/course/banner/list',
    { config: { readCache: ['site'], sameForEveryone: true }, schema: { tags: ['common'], summary: '全部课程页的轮播图（course-banner 组）', response: data(z.array(bannerSchema)) } },
    async () => ok(await listBanners(app.ctx.db, COURSE_BANNER_GROUP)),
  );

  app.get(
    '/banner/hit/banner',
    {
      schema: {
        tags: ['common'],
        summary: '记录一次轮播图点击（每位访客每小时计一次）',
        querystring: z.object({ id: idParam }),
        response: data(z.object({ id: z.number().int(), hitNum: z.number().int() })),
      },
    },
    async (request) => {
      // One click per viewer per banner per hour, written in batches: reading never writes.
      const stored = await findBannerHits(app.ctx.db, request.query.id);
      if (!stored) throw notFound('轮播图不存在');
      bannerHits.hit(stored.id, viewerOf(request));
      return ok({ id: stored.id, hitNum: stored.hitNum + bannerHits.pending(stored.id) });
    },
  );

  app.get(
    '/navigation/list',
    {
      config: { readCache: ['site'], sameForEveryone: true },
      schema: {
        tags: ['common'],
        summary: '页脚链接分组',
        response: data(z.array(z.object({ name: z.string(), categories: z.array(linkSchema) }))),
      },
    },
    async () => ok(await listNavigation(app.ctx.db)),
  );

  app.get(
    '/navigation/friend/link/list',
    {
      config: { readCache: ['site'], sameForEveryone: true },
      schema: {
        tags: ['common'],
        summary: '友情链接',
        querystring: z.object({ type: z.enum(['link']).default('link') }),
        response: data(z.array(linkSchema)),
      },
    },
    async (request) => ok(await listFriendLinks(app.ctx.db, request.query.type)),
  );

  app.get(
    '/bulletin/message',
    {
      config: { readCache: ['bulletins'], sameForEveryone: true },
      schema: {
        tags: ['common'],
        summary: '最新公告（没有时为 null）',
        response: data(z.object({ id: z.number().int(), description: z.string() }).nullable()),
      },
    },
    async () => ok(await latestBulletin(app.ctx.db)),
  );

  app.get(
    '/tool/list',
    {
      config: { readCache: ['site'], sameForEveryone: true },
      schema: {
        tags: ['common'],
        summary: '工具分组',
        response: data(z.array(z.object({ name: z.string(), toolInfo: z.array(z.object({ name: z.string(), url: z.string(), preview: z.string() })) }))),
      },
    },
    async () => ok(await listTools(app.ctx.db)),
  );

  app.get(
    '/common/qr/image',
    {
      schema: {
        tags: ['common'],
        summary: '把 string 编码成二维码 PNG 图片',
        querystring: z.object({ string: z.string().min(1).max(QR_STRING_MAX) }),
        produces: ['image/png'],
        response: { 200: binaryAnswer('二维码 PNG 图片') },
      },
    },
    async (request, reply) => {
      const png = await qrPng(request.query.string);
      return reply.header('Content-Type', 'image/png').header('Cache-Control', 'private, max-age=900').send(png);
    },
  );

  app.post(
    '/public/weixin-share/sign',
    {
      schema: {
        tags: ['common'],
        summary: '微信 JS-SDK 分享签名（需要配置 WEIXIN_APP_ID 和 WEIXIN_APP_SECRET）',
        body: z.object({ url: z.string().url().max(2048) }).strict(),
        response: data(z.object({ appId: z.string(), timestamp: z.number().int(), noncestr: z.string(), signature: z.string() })),
      },
    },
    async (request) => {
      if (!weixin) {
        throw new BusinessError(HttpCode.BadInput, '未配置微信公众号（WEIXIN_APP_ID、WEIXIN_APP_SECRET），无法生成分享签名', 400);
      }
      return ok(await weixin.sign(request.body.url));
    },
  );

  app.get(
    '/development/check/share/debug',
    {
      schema: {
        tags: ['common'],
        summary: '分享调试开关：非生产环境为 true',
        response: data(z.object({ debug: z.boolean() })),
      },
    },
    async () => ok({ debug: config.NODE_ENV !== 'production' }),
  );
};
