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

  test('data resolves', () => {
    expect(unwrapEnvelope('{"data":{"a":1}}')).toEqual({ a: 1 });
    expect(unwrapEnvelope('{"data":null}')).toBeNull();
  });
});
