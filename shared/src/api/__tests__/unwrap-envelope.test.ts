import { ApiError } from '../api-error';
import { unwrapEnvelope } from '../client';

function codeOf(fn: () => unknown): number {
  try {
    fn();
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('unwrapEnvelope (spec 8)', () => {
  test.each([
    ['empty body', '', 401],
    ['non-JSON body', '<html>', 400],
    ['JSON without data or error', '{"ok":1}', 400],
    ['error body keeps its code', '{"error":{"code":4103,"message":"x"}}', 4103],
  ])('%s', (_name, raw, code) => {
    expect(codeOf(() => unwrapEnvelope(raw))).toBe(code);
  });

  test('a 429 keeps the seconds the server says to wait; anything else there is ignored', () => {
    const thrown = (raw: string) => {
      try {
        unwrapEnvelope(raw);
      } catch (error) {
        return error as ApiError;
      }
      throw new Error('expected a rejection');
    };
    expect(thrown('{"error":{"code":429,"message":"发送太频繁，请 2 分钟后再试","retryAfter":120}}')).toMatchObject({ code: 429, message: '发送太频繁，请 2 分钟后再试', retryAfter: 120 });
    expect(thrown('{"error":{"code":429,"message":"x","retryAfter":"soon"}}').retryAfter).toBeUndefined();
    expect(thrown('{"error":{"code":5107,"message":"验证码错误"}}').retryAfter).toBeUndefined();
  });

  test('data resolves', () => {
    expect(unwrapEnvelope('{"data":{"a":1}}')).toEqual({ a: 1 });
    expect(unwrapEnvelope('{"data":null}')).toBeNull();
  });
});
