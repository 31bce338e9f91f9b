import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badInput } from './errors';

const NUL = '\u0000';

/** Where a value sits: its key and its parent's place (the path string is written only when needed). */
interface Place {
  key: string;
  parent: Place | null;
}

function pathOf(place: Place): string {
  const keys: string[] = [];
  for (let at: Place | null = place; at; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
}

/**
 * The first place (e.g. `body.title`, `query.username`) where a key or a text value holds a NUL byte.
 * Every request goes through this and almost none holds one, so the walk builds no path strings: a
 * pending value keeps only its key and parent, and the path is written for the one place found.
 */
export function findNul(value: unknown, root: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? root : null;
  if (value === null || typeof value !== 'object') return null;
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const stack: [unknown, Place][] = [[value, { key: root, parent: null }]];
  while (stack.length > 0) {
    const [current, place] = stack.pop() as [unknown, Place];
    if (typeof current === 'string') {
      if (current.includes(NUL)) return pathOf(place);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, { key: String(index), parent: place }]));
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const key of Object.keys(current)) {
        if (key.includes(NUL)) return pathOf(place);
        stack.push([(current as Record<string, unknown>)[key], { key, parent: place }]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL refuses NUL in text (and file paths cannot hold one), so a NUL byte anywhere in a
 * query string, path parameter or JSON body is bad input, answered 400 before any schema or
 * handler sees it. One hook for every route instead of a rule in every schema.
 */
export function registerTextInputGuard(app: FastifyInstance): void {
  // A callback hook: no promise per request.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const where = findNul(request.params, 'params') ?? findNul(request.query, 'query') ?? findNul(request.body, 'body');
    if (!where) return done();
    const field = where.replace(/^(params|query|body)\.?/, '') || where;
    done(badInput(`请求参数有误（${field}: 不能包含空字符）`, { [field]: '不能包含空字符' }));
  });
}
