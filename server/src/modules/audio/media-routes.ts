import type { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessError, HttpCode } from '../../platform/errors';
import { binaryAnswer } from '../../platform/openapi';
import { parseRange } from '../course/playback/range';
import { contentTypeOfKey } from '../storage/storage';
import * as repo from './repository';
import { audioNotFound } from './service';
import { checkAudioSignature } from './signing';
import { idParam } from '../../platform/ids';

const forbidden = (message: string) => new BusinessError(HttpCode.Forbidden, message, 403);
const audioAnswer = binaryAnswer('音频文件（整段 200，Range 请求 206）') as z.ZodType<string | Buffer | Readable>;

/**
 * GET /media/audio/:audioId?exp&sig: an episode's file behind a signed, expiring URL (sourceUrl of
 * the audio calls). Answers Range requests with 206 so the player can seek without downloading
 * the whole episode first.
 */
export const audioMediaRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/media/audio/:audioId',
    {
      schema: {
        tags: ['audio'],
        summary: '节目音频（签名地址，支持 Range 206；对象存储时 302 到预签名地址）',
        produces: ['audio/mpeg', 'audio/mp4'],
        params: z.object({ audioId: idParam }),
        querystring: z.object({ exp: z.coerce.number().int().min(0), sig: z.string().min(1).max(100) }),
        response: { 200: audioAnswer, 206: audioAnswer, 416: z.object({ error: z.object({ code: z.number().int(), message: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const { audioId } = request.params;
      const { exp, sig } = request.query;
      const check = checkAudioSignature(app.ctx.secret, audioId, exp, sig, app.ctx.clock.now().getTime());
      if (check === 'forged') throw forbidden('音频链接无效');
      if (check === 'expired') throw forbidden('音频链接已过期，请刷新页面');

      const audio = await repo.findAudio(app.ctx.db, audioId);
      if (!audio) throw audioNotFound();
      const stat = await app.ctx.storage.stat(audio.sourceKey);
      if (!stat) throw new BusinessError(HttpCode.NotFound, '音频文件暂时无法播放', 404);

      // In the bucket: a presigned GET that lives as long as this URL does (S3 answers Range itself).
      const direct = await app.ctx.storage.createDownloadUrl(audio.sourceKey, (exp - app.ctx.clock.now().getTime()) / 1000);
      if (direct) return reply.header('Cache-Control', 'private, no-store').redirect(direct, 302);

      const range = parseRange(request.headers.range, stat.size);
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${stat.size}`);
        return reply.status(416).send({ error: { code: 416, message: '请求的范围无效' } });
      }
      reply.header('Accept-Ranges', 'bytes');
      // The URL itself expires; within its life the bytes never change, so the browser may keep them.
      reply.header('Cache-Control', 'public, max-age=3600');
      reply.header('Content-Type', stat.contentType || contentTypeOfKey(audio.sourceKey));
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (range) {
        reply.status(206);
        reply.header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
        reply.header('Content-Length', range.end - range.start + 1);
        return reply.send(app.ctx.storage.createReadStream(audio.sourceKey, range));
      }
      reply.header('Content-Length', stat.size);
      return reply.send(app.ctx.storage.createReadStream(audio.sourceKey));
    },
  );
};
