import crypto from 'node:crypto';
import type { WechatPaySettings } from '../../../platform/payment-config';
import { ProviderError } from '../provider';
import { callProvider, parseJsonObject } from '../provider-http';
import { authorizationHeader, signatureProblem, signedHeaders } from './wechat-crypto';

export interface WechatAnswer {
  status: number;
  /** The JSON answer (empty for 204). */
  data: Record<string, unknown>;
  /** WeChat's error code on a 4xx/5xx (e.g. ORDER_NOT_EXIST, RESOURCE_NOT_EXISTS). */
  code: string | null;
}

/**
 * One signed API v3 call. Every answer, success or error, must carry WeChat's valid signature to be
 * believed (an unsigned "SUCCESS" could mark an order paid, an unsigned refusal fail a refund that went
 * through); an unverifiable answer is thrown as ProviderError, an unknown outcome.
 */
export async function wechatRequest(settings: WechatPaySettings, method: 'GET' | 'POST', path: string, payload?: object): Promise<WechatAnswer> {
  const url = new URL(`${settings.baseUrl}${path}`);
  const body = payload ? JSON.stringify(payload) : '';
  const answer = await callProvider('wechat', url.toString(), {
    method,
    headers: {
      Authorization: authorizationHeader(settings, method, `${url.pathname}${url.search}`, body),
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'User-Agent': 'design-site-payments/1.0',
    },
    body: payload ? body : undefined,
  });
  const data = answer.text ? parseJsonObject(answer.text) : {};
  const problem = signatureProblem(settings, signedHeaders((name) => answer.headers.get(name) ?? undefined), answer.text);
  if (answer.status >= 200 && answer.status < 300) {
    if (problem) throw new ProviderError('wechat', `WeChat Pay answer not trusted: ${problem}`);
    if (!data) throw new ProviderError('wechat', 'WeChat Pay answered something other than JSON');
    return { status: answer.status, data, code: null };
  }
  const code = typeof data?.code === 'string' ? data.code : `HTTP_${answer.status}`;
  // Error answers decide outcomes too (a closed order, a refused refund): one we cannot verify (unsigned, or
  // signed wrongly) decides nothing, and the outcome stays unknown until a verified answer settles it.
  if (problem) throw new ProviderError('wechat', `WeChat Pay error answer (HTTP ${answer.status} ${code}) not trusted: ${problem}`, code);
  return { status: answer.status, data: data ?? {}, code };
}

/** An error answer as a ProviderError, keeping WeChat's code and message (no secrets in either). */
export function wechatFailure(answer: WechatAnswer, what: string): ProviderError {
  const message = typeof answer.data.message === 'string' ? answer.data.message : '';
  return new ProviderError('wechat', `WeChat Pay ${what} failed: HTTP ${answer.status} ${answer.code ?? ''} ${message}`.trim(), answer.code ?? undefined);
}

/**
 * A bill file from the download_url a bill API gave: a signed GET like any call, but the file comes
 * unsigned, so it is checked against the SHA1 the (signed) bill answer named.
 */
export async function wechatDownload(settings: WechatPaySettings, downloadUrl: string, sha1: string): Promise<string> {
  const url = new URL(downloadUrl);
  const answer = await callProvider('wechat', url.toString(), {
    method: 'GET',
    headers: { Authorization: authorizationHeader(settings, 'GET', `${url.pathname}${url.search}`, ''), Accept: '*/*', 'User-Agent': 'design-site-payments/1.0' },
  });
  if (answer.status !== 200) throw new ProviderError('wechat', `WeChat Pay bill download failed: HTTP ${answer.status}`);
  const digest = crypto.createHash('sha1').update(answer.text, 'utf8').digest('hex');
  if (digest.toLowerCase() !== sha1.toLowerCase()) throw new ProviderError('wechat', 'WeChat Pay bill does not match its SHA1');
  return answer.text;
}
