import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderAnswer, RenderCall } from '@site/shared/contract';
import { JSON_TYPE, type KeptAnswer } from '../../platform/read-cache';

/** An API call's answer made on the server, with the kept answer it came from when the read cache had it. */
export interface ApiAnswer extends RenderAnswer {
  kept?: KeptAnswer;
}

/**
 * One API call made on the server as the request's own: from the viewer's address, with their browser's name and,
 * for a member, their session (`asVisitor`: as a visitor whoever asks, for what every visitor is shown). A call the
 * read cache holds that viewer's answer to is answered with it, as the route would answer it, without a request
 * through the route (Fastify's inject: a whole request inside the server); a call that counts its viewer is never
 * kept there.
 */
export async function callApi(app: FastifyInstance, request: FastifyRequest, call: RenderCall, { asVisitor = false } = {}): Promise<ApiAnswer> {
  const member = asVisitor ? null : request.currentUser;
  const kept = app.ctx.keptAnswer(member?.id ?? null, call);
  if (kept) return { statusCode: 200, headers: { 'content-type': JSON_TYPE }, body: kept.text, kept };
  const session = member && request.headers.cookie ? { cookie: request.headers.cookie } : {};
  const response = await app.inject({
    method: call.method as 'GET',
    url: call.url,
    headers: {
      ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...call.headers,
      'user-agent': request.headers['user-agent'] ?? '',
      ...session,
    },
    remoteAddress: request.ip,
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
  return { statusCode: response.statusCode, headers: response.headers, body: response.body };
}
