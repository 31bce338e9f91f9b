import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { BusinessError, HttpCode } from '../../../platform/errors';
import { contentTypeOfKey } from '../../storage/storage';
import { lessons } from '../tables';
import { parseRange } from './range';
import { checkMediaSignature } from './signing';
import { idParam } from '../../../platform/ids';

const forbidden = (message: string) => new BusinessError(HttpCode.Forbidden, message, 403);

/**
 * GET /media/lesson/:lessonId and /media/source/:lessonId: streams a lesson's video (Range, 206) or
 * its source files, only with a valid, unexpired signature issued to the member whose session
 * makes the request. Copying the URL to another browser or account does not work.
 */
export const mediaRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/media/:kind/:lessonId',
    {
      schema: {
        hide: true,
        params: z.object({ kind: z.enum(['lesson', 'source']), lessonId: idParam }),
        querystring: z.object({
          uid: idParam,
          exp: z.coerce.number().int().min(0),
          sig: z.string().min(1).max(100),
        }),
      },
    },
    async (request, reply) => {
      const { kind, lessonId } = request.params;
      const { uid, exp, sig } = request.query;
      const check = checkMediaSignature(app.ctx.secret, kind, lessonId, uid, exp, sig, Date.now());
      if (check === 'forged') throw forbidden('链接无效');
      if (check === 'expired') throw forbidden('链接已过期，请刷新页面');
      if (!request.currentUser) throw forbidden('请先登录');
      if (request.currentUser.id !== uid) throw forbidden('链接不属于当前用户');

      const [lesson] = await app.ctx.db.select().from(lessons).where(eq(lessons.id, lessonId)).limit(1);
      const key = kind === 'lesson' ? lesson?.mediaKey : lesson?.downloadable ? lesson.sourceKey : null;
      const stat = key ? await app.ctx.storage.stat(key) : null;
      if (!key || !stat) throw new BusinessError(HttpCode.NotFound, kind === 'lesson' ? '视频暂时无法播放' : '资源不存在或不可下载', 404);

      const name = key.slice(key.lastIndexOf('/') + 1);
      // In the bucket: a presigned GET that expires with this URL (S3 answers Range itself); the checks above stay ours.
      const direct = await app.ctx.storage.createDownloadUrl(key, (exp - Date.now()) / 1000, kind === 'source' ? { download: name } : {});
      if (direct) return reply.header('Cache-Control', 'private, no-store').redirect(direct, 302);

      const range = parseRange(request.headers.range, stat.size);
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${stat.size}`);
        return reply.status(416).send({ error: { code: 416, message: '请求的范围无效' } });
      }
      const type = stat.contentType || contentTypeOfKey(key);
      reply.header('Accept-Ranges', 'bytes');
      reply.header('Cache-Control', 'private, no-store');
      reply.header('Content-Type', type);
      if (kind === 'source') {
        reply.header('Content-Disposition', `attachment; filename="${name.replace(/"/g, '')}"`);
      }
      if (range) {
        reply.status(206);
        reply.header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`);
        reply.header('Content-Length', range.end - range.start + 1);
        return reply.send(app.ctx.storage.createReadStream(key, range));
      }
      reply.header('Content-Length', stat.size);
      return reply.send(app.ctx.storage.createReadStream(key));
    },
  );
};
