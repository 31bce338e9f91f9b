import type { FastifyInstance } from 'fastify';
import { BusinessError, HttpCode } from './errors';

/** Far deeper than any body a page of this site sends; past it a body is refused unread. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when the JSON text nests arrays or objects deeper than `max`. One pass over the characters, no
 * recursion: a 5,000-deep body must be refused before anything walks it (JSON.stringify of it, for a cache
 * key or a stored answer, ran out of stack and answered 500).
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** Fastify's own JSON parser (prototype-poisoning checks included), behind the depth check. */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new BusinessError(HttpCode.BadInput, `请求内容嵌套过深（最多 ${MAX_JSON_DEPTH} 层）`, 400), undefined);
      return;
    }
    void parse(request, body as string, done);
  });
}
