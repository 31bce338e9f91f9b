import crypto from 'node:crypto';
import type { WeixinShareSign } from '@site/shared/contract';
import { BusinessError, HttpCode } from '../../platform/errors';

/**
 * The WeChat JS-SDK signature: sha1 of the four fields in this exact order, the url without its
 * #fragment (https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/JS-SDK.html, appendix 1).
 */
export function jsSdkSignature(input: { jsapiTicket: string; noncestr: string; timestamp: number; url: string }): string {
  const url = input.url.split('#')[0];
  const plain = `jsapi_ticket=${input.jsapiTicket}&noncestr=${input.noncestr}&timestamp=${input.timestamp}&url=${url}`;
  return crypto.createHash('sha1').update(plain).digest('hex');
}

export type Fetch = (url: string, init?: { signal?: AbortSignal }) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

interface Cached {
  value: string;
  expiresAt: number;
}

const unavailable = () => new BusinessError(HttpCode.BadInput, '微信签名服务暂时不可用，请稍后再试', 400);

/**
 * access_token -> jsapi_ticket, both cached until five minutes before WeChat says they expire
 * (each is rate-limited per day on WeChat's side, so never fetch them per request).
 */
export class WeixinClient {
  private token: Cached | null = null;
  private ticket: Cached | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    readonly appId: string,
    private readonly appSecret: string,
    private readonly fetchFn: Fetch = (url, init) => fetch(url, init),
    private readonly now: () => number = Date.now,
  ) {}

  private async call(url: string): Promise<Record<string, unknown>> {
    let body: unknown;
    try {
      const response = await this.fetchFn(url, { signal: AbortSignal.timeout(5000) });
      body = await response.json();
    } catch {
      throw unavailable();
    }
    const data = (body ?? {}) as Record<string, unknown>;
    if (typeof data.errcode === 'number' && data.errcode !== 0) throw unavailable();
    return data;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: this.appId, secret: this.appSecret });
    const data = await this.call(`https://api.weixin.qq.com/cgi-bin/token?${query}`);
    if (typeof data.access_token !== 'string') throw unavailable();
    this.token = { value: data.access_token, expiresAt: this.now() + (Number(data.expires_in ?? 7200) - 300) * 1000 };
    return this.token.value;
  }

  async jsapiTicket(): Promise<string> {
    if (this.ticket && this.ticket.expiresAt > this.now()) return this.ticket.value;
    // One refresh at a time: concurrent shares wait for the same ticket.
    this.pending ??= (async () => {
      const query = new URLSearchParams({ access_token: await this.accessToken(), type: 'jsapi' });
      const data = await this.call(`https://api.weixin.qq.com/cgi-bin/ticket/getticket?${query}`);
      if (typeof data.ticket !== 'string') throw unavailable();
      this.ticket = { value: data.ticket, expiresAt: this.now() + (Number(data.expires_in ?? 7200) - 300) * 1000 };
      return this.ticket.value;
    })().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  async sign(url: string): Promise<WeixinShareSign> {
    const jsapiTicket = await this.jsapiTicket();
    const noncestr = crypto.randomBytes(12).toString('base64url');
    const timestamp = Math.floor(this.now() / 1000);
    return { appId: this.appId, timestamp, noncestr, signature: jsSdkSignature({ jsapiTicket, noncestr, timestamp, url }) };
  }
}
