import type { AxiosAdapter } from 'axios';
import { apiErrorMessage, isApiError } from '../api-error';
import { api, http, unwrapEnvelope } from '../client';

/** Answers every call with this status, body and headers, as the server (or the proxy in front of it) would. */
function answerWith(status: number, body: string, headers: Record<string, string> = {}): AxiosAdapter {
  return async (config) => {
    const response = { data: body, status, statusText: String(status), headers, config, request: {} };
    if (config.validateStatus && !config.validateStatus(status)) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
}

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
});

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

test("a server error's message ends with the request id the page shows to quote to support", async () => {
  http.defaults.adapter = answerWith(500, JSON.stringify({ error: { code: 500, message: '服务器出错了，请稍后再试', requestId: '3f9a2c4b7e10' } }), {
    'x-request-id': '3f9a2c4b7e10',
  });
  const error = await failureOf(api.get('/course/detail', { courseId: 1 }));
  expect(isApiError(error, 500)).toBe(true);
  expect(apiErrorMessage(error, '加载失败')).toBe('服务器出错了，请稍后再试（编号 3f9a2c4b7e10）');
  expect(isApiError(error) && error.requestId).toBe('3f9a2c4b7e10');
});

test("the proxy's own error page (no envelope) still names the request from its header", async () => {
  http.defaults.adapter = answerWith(502, '<html>502 Bad Gateway</html>', { 'x-request-id': '0f3c2a9e8b7d6c5f4e3d2c1b0a998877' });
  const error = await failureOf(api.get('/shot/list'));
  expect(apiErrorMessage(error, '加载失败')).toBe('服务器开小差了，请稍后再试（编号 0f3c2a9e8b7d6c5f4e3d2c1b0a998877）');
});

test('answers the user can act on carry no id, and an id that is not one is left out', () => {
  expect(() => unwrapEnvelope('{"error":{"code":4103,"message":"用户名或密码错误"}}')).toThrow(/^用户名或密码错误$/);
  expect(() => unwrapEnvelope('{"error":{"code":500,"message":"服务器出错了，请稍后再试","requestId":"<b>x</b> injected"}}')).toThrow(/^服务器出错了，请稍后再试$/);
});
