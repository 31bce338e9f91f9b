import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Readable } from 'node:stream';
import { binaryAnswer } from '../../platform/openapi';
import { ADMIN_UPLOAD_PURPOSES, UPLOAD_PURPOSES } from '@site/shared/contract';
import { uploadAnswer } from './direct-upload';
import { BusinessError, HttpCode, badInput, forbidden, ok } from '../../platform/errors';
import { isAdmin, requireUser } from '../../platform/session';
import {
  FILES_HOST,
  ImageCache,
  MAX_UPLOAD_BYTES,
  findPublicObject,
  imageAverage,
  isContentAddressed,
  parseRange,
  parseSize,
  resizedImage,
  storeUpload,
} from './service';
import type { StoredObject } from './storage';
import { createUploadToken, verifyUploadToken } from './upload-token';

/** Files go out as buffers or streams, never through the JSON serializer; the schema documents them as binary. */
const fileAnswer = (description: string) => binaryAnswer(description) as z.ZodType<string | Buffer | Readable>;

/** GET /api_v1/public/file/upload/token: a signed, expiring permission to upload one kind of image. */
export const uploadTokenRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/public/file/upload/token',
    {
      schema: {
        tags: ['file'],
        summary:
          '获取上传凭证（登录后）；purpose 缺省为 avatar。对象存储（STORAGE=s3）时还需 contentType，并返回 form：把其 fields 与 file 直接 POST 到 form.url，key 为 fields.key',
        querystring: z.object({
          purpose: z.enum(UPLOAD_PURPOSES).default('avatar'),
          contentType: z.string().max(100).optional(),
        }),
        response: {
          200: z.object({
            data: z.object({
              uploadToken: z.string(),
              host: z.string(),
              form: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }).optional(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { purpose, contentType } = request.query;
      if (ADMIN_UPLOAD_PURPOSES.includes(purpose) && !isAdmin(user)) throw forbidden('只有管理员可以上传站点内容图片');
      if (app.ctx.storage.kind === 'local') {
        return ok({ uploadToken: createUploadToken(app.ctx.secret, user.id, purpose), host: FILES_HOST });
      }
      return ok(await uploadAnswer(app.ctx.storage, user.id, purpose, contentType));
    },
  );
};

const LONG_CACHE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=300';

function setCommonHeaders(reply: FastifyReply, object: StoredObject, etag: string): void {
  reply.header('Content-Type', object.contentType);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Cache-Control', isContentAddressed(object.key) ? LONG_CACHE : SHORT_CACHE);
  reply.header('ETag', etag);
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (object.contentType === 'image/svg+xml') {
    // A script inside an uploaded SVG must never run on our origin: sandbox it, and make a direct visit a download
    // (an <img> ignores both and still shows the picture).
    reply.header('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    reply.header('Content-Disposition', `attachment; filename="${path.basename(object.key)}"`);
  }
}

/** Limits of @fastify/multipart that the client overstepped (too many parts, files or fields). */
const MULTIPART_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * What went wrong while reading the multipart stream is the client's doing: a file over the limit
 * is 413, a stream cut short or malformed (busboy's "Unexpected end of form", a missing boundary)
 * is 400. Only our own errors pass through unchanged.
 */
function uploadError(error: unknown): BusinessError {
  if (error instanceof BusinessError) return error;
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new BusinessError(HttpCode.TooLarge, `文件大小不能超过 ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`, 413);
  if (MULTIPART_LIMITS.has(code)) return new BusinessError(HttpCode.TooLarge, '上传内容过多：只能包含 token 和一个 file 字段', 413);
  return badInput('上传内容不完整或格式有误，请重新上传');
}

/** POST /files/ (upload with a token) and GET /files/<key> (serve, resize, average colour). Outside /api_v1. */
export const fileRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 8 * 1024, parts: 6 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage } = app.ctx;
  const cache = new ImageCache(path.join(app.ctx.config.DATA_DIR, 'image-cache'));

  app.post(
    '/files/',
    {
      schema: {
        tags: ['file'],
        summary: '上传文件（multipart：token 字段在前，file 字段在后）；返回 key，文件地址 = host + key',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: z.object({ key: z.string() }) }) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new BusinessError(415, '请以 multipart/form-data 上传文件', 415);
      let token: string | undefined;
      let file: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'token' && typeof part.value === 'string') token = part.value;
          } else if (part.fieldname === 'file' && !file) {
            file = await part.toBuffer();
          } else {
            part.file.resume();
          }
        }
      } catch (error) {
        throw uploadError(error);
      }
      if (!token) throw badInput('缺少上传凭证 token');
      const grant = verifyUploadToken(app.ctx.secret, token);
      if (!file) throw badInput('请选择要上传的文件');
      return ok(await storeUpload(storage, grant, file));
    },
  );

  app.get(
    '/files/*',
    {
      schema: {
        tags: ['file'],
        summary: '读取文件；图片可带 w（200/360/600）或 w&h（360x275、536x410、800x300）缩放裁剪，格式按 Accept 选 AVIF/WebP/原格式；?imageAve 返回平均色',
        params: z.object({ '*': z.string() }),
        querystring: z.object({
          w: z.coerce.number().int().positive().optional(),
          h: z.coerce.number().int().positive().optional(),
          imageAve: z.string().optional(),
        }),
        produces: ['image/*', 'application/octet-stream', 'application/json'],
        response: {
          200: z.union([z.object({ data: z.object({ RGB: z.string() }) }), fileAnswer('文件内容（图片按 w/h 缩放裁剪）')]),
          206: fileAnswer('按 Range 请求的部分内容'),
          304: fileAnswer('未修改（空）'),
        },
      },
    },
    async (request, reply) => {
      const object = await findPublicObject(storage, request.params['*']);
      const baseTag = `${object.size.toString(16)}-${object.modifiedAt.getTime().toString(16)}`;

      if (request.query.imageAve !== undefined) {
        reply.header('Cache-Control', isContentAddressed(object.key) ? LONG_CACHE : SHORT_CACHE);
        return ok({ RGB: await imageAverage(storage, cache, object) });
      }

      const size = parseSize(request.query.w, request.query.h);
      if (size) {
        const resized = await resizedImage(storage, cache, object, size, request.headers.accept);
        if (resized) {
          const etag = `"${baseTag}-${size.w}x${size.h ?? 0}${resized.format === 'source' ? '' : `-${resized.format}`}"`;
          setCommonHeaders(reply, object, etag);
          reply.header('Content-Type', resized.contentType);
          // The format follows the Accept header, so caches keep one copy per Accept value.
          reply.header('Vary', 'Accept');
          if (request.headers['if-none-match'] === etag) return reply.status(304).send('');
          return reply.send(resized.body);
        }
      }

      const etag = `"${baseTag}"`;
      setCommonHeaders(reply, object, etag);
      reply.header('Accept-Ranges', 'bytes');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send('');
      const range = parseRange(request.headers.range, object.size);
      if (range === 'invalid') {
        reply.header('Content-Range', `bytes */${object.size}`);
        throw new BusinessError(416, '请求的范围无效', 416);
      }
      if (range) {
        reply.status(206);
        reply.header('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
        reply.header('Content-Length', range.end - range.start + 1);
        return reply.send(storage.createReadStream(object.key, range));
      }
      reply.header('Content-Length', object.size);
      return reply.send(storage.createReadStream(object.key));
    },
  );
};
