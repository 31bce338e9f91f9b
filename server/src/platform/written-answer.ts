import type { FastifyReply } from 'fastify';
import { JSON_TYPE, etagOf } from './read-cache';

/**
 * An answer a service wrote itself, with its ETag, so it can keep and reuse the bytes while what
 * they say stays the same (a kept page and its live parts). The service writes the envelope with the
 * keys in the route schema's order: the same bytes the route's serialiser would write (a test in
 * serializer.test.ts holds each such route to that).
 */
export interface WrittenAnswer {
  body: string;
  etag: string;
}

export function writeAnswer(data: unknown): WrittenAnswer {
  const body = JSON.stringify({ data });
  return { body, etag: etagOf(body) };
}

/** Sends a written answer as is, with its ETag (a match answers 304 in the read cache's hook). */
export function sendWritten(reply: FastifyReply, answer: WrittenAnswer): FastifyReply {
  return reply.header('etag', answer.etag).type(JSON_TYPE).send(answer.body);
}
