import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessError, HttpCode } from './errors';
import { JSON_TYPE } from './read-cache';

// Validation messages in Chinese, like every other message the API answers.
z.config(z.locales.zhCN());

/**
 * One error handler for every answer: business errors keep their spec code, bad input becomes a
 * clear 400 naming the field, anything unexpected is logged and hidden behind a generic 500.
 */
export function registerEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BusinessError) {
      return reply.status(error.status).send({ error: error.toBody() });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        fields[name || error.validationContext || 'body'] = issue.message ?? '格式不正确';
      }
      const summary = Object.entries(fields)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; ');
      return reply.status(400).send({ error: { code: HttpCode.BadInput, message: `请求参数有误（${summary}）`, fields } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(internalError(request));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(internalError(request));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit...).
    const messages: Record<number, string> = {
      400: '请求格式有误',
      413: '请求内容过大',
      415: '不支持的内容类型',
      429: '操作太频繁，请稍后再试',
    };
    return reply.status(status).send({ error: { code: status, message: messages[status] ?? error.message } });
  });

  app.setNotFoundHandler(answerNotFound);
}

/**
 * The hidden 500: nothing of the cause, but the request's id, which the page shows the user ("编号 …") so
 * support can find the logged error line (it carries the same reqId).
 */
function internalError(request: FastifyRequest) {
  return { error: { code: HttpCode.Internal, message: '服务器出错了，请稍后再试', requestId: request.id } };
}

const NOT_FOUND_HEAD = `{"error":{"code":${HttpCode.NotFound},"message":`;

/**
 * The answer for a path no route serves. Written as text (the same bytes the serializer would give):
 * every unknown URL, typo or scanner probe takes this path, so it skips the generic serializer.
 */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply): void {
  const message = JSON.stringify(`接口不存在：${request.method} ${request.url.split('?')[0]}`);
  void reply.status(404).type(JSON_TYPE).send(`${NOT_FOUND_HEAD}${message}}}`);
}

/** Statuses Node's HTTP parser gives up with before any route runs, with what the client is told. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, '请求地址或请求头过长'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, '请求超时'],
};

/**
 * Fastify's clientErrorHandler: a request Node could not parse (a URL over 16 KB, broken syntax)
 * still gets the envelope, and `Connection: close` before the socket is ended, so a keep-alive
 * client opens a new connection for its next request instead of failing on a dead one.
 */
export function answerClientError(error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, '请求格式有误'];
  const body = JSON.stringify({ error: { code: status, message } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
