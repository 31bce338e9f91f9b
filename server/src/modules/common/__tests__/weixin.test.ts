import { WeixinClient, jsSdkSignature } from '../weixin';

describe('WeChat JS-SDK signature', () => {
  it('matches the official example', () => {
    expect(
      jsSdkSignature({
        jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        noncestr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('ignores the #fragment of the url', () => {
    const base = { jsapiTicket: 't', noncestr: 'n', timestamp: 1 };
    expect(jsSdkSignature({ ...base, url: 'https://a.com/x?y=1#top' })).toBe(jsSdkSignature({ ...base, url: 'https://a.com/x?y=1' }));
  });
});

describe('WeixinClient', () => {
  function client(responses: Record<string, unknown>) {
    const calls: string[] = [];
    let now = 1_700_000_000_000;
    const fetchFn = async (url: string) => {
      calls.push(url);
      const path = new URL(url).pathname;
      return { ok: true, json: async () => responses[path] };
    };
    const weixin = new WeixinClient('wx123', 'secret', fetchFn, () => now);
    return { weixin, calls, advance: (ms: number) => (now += ms) };
  }

  it('fetches access_token then jsapi_ticket, caches the ticket, and signs with it', async () => {
    const { weixin, calls, advance } = client({
      '/cgi-bin/token': { access_token: 'ACCESS', expires_in: 7200 },
      '/cgi-bin/ticket/getticket': { errcode: 0, errmsg: 'ok', ticket: 'TICKET', expires_in: 7200 },
    });
    const [a, b] = await Promise.all([weixin.sign('https://site/a'), weixin.sign('https://site/b')]);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toContain('appid=wx123');
    expect(calls[1]).toContain('access_token=ACCESS');
    expect(a.appId).toBe('wx123');
    expect(a.signature).toBe(jsSdkSignature({ jsapiTicket: 'TICKET', noncestr: a.noncestr, timestamp: a.timestamp, url: 'https://site/a' }));
    expect(b.noncestr).not.toBe(a.noncestr);
    advance(60 * 60 * 1000);
    await weixin.sign('https://site/c');
    expect(calls).toHaveLength(2);
    advance(2 * 60 * 60 * 1000);
    await weixin.sign('https://site/d');
    expect(calls).toHaveLength(4);
  });

  it('turns a WeChat error into a business error', async () => {
    const { weixin } = client({ '/cgi-bin/token': { errcode: 40013, errmsg: 'invalid appid' } });
    await expect(weixin.sign('https://site/a')).rejects.toMatchObject({ code: 400 });
  });
});
