import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badInput } from './errors';

const NUL = '\u0000';

/** The first place (e.g. `body.title`, `query.username`) where a key or a text value holds a NUL byte. */
export function findNul(value: unknown, root: string): string | null {
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, where] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes(NUL)) return where;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, `${where}.${index}`]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return where;
        stack.push([item, `${where}.${key}`]);
      }
    }
  }
  return null;
}

/** Whether a key or text value anywhere in `value` holds a NUL byte; builds no paths (the common, clean case). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object') return false;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes(NUL)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const key of Object.keys(current)) {
        if (key.includes(NUL)) return true;
        stack.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL refuses NUL in text (and file paths cannot hold one), so a NUL byte anywhere in a
 * query string, path parameter or JSON body is bad input, answered 400 before any schema or
 * handler sees it. One hook for every route instead of a rule in every schema.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  // A callback hook: no promise per request.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    if (!holdsNul(request.params) && !holdsNul(request.query) && !holdsNul(request.body)) return done();
    const where = findNul(request.params, 'params') ?? findNul(request.query, 'query') ?? findNul(request.body, 'body');
    if (!where) return done();
    const field = where.replace(/^(params|query|body)\.?/, '') || where;
    done(badInput(`请求参数有误（${field}: 不能包含空字符）`, { [field]: '不能包含空字符' }));
  });
}
