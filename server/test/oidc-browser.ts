// The browser's part at the test provider (server tests): follows its redirects with a cookie jar and
// fills in its development sign-in, consent and sign-out pages, until it sends the browser back to us.

export class ProviderBrowser {
  private readonly jar = new Map<string, string>();

  constructor(private readonly siteOrigin: string) {}

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  private async request(url: URL, init: RequestInit = {}): Promise<Response> {
    const cookie = Array.from(this.jar, ([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    this.remember(response);
    return response;
  }

  /**
   * Follows the provider from `start` until it redirects to our site, answering its pages on the way:
   * the login page with `login` (any password), the consent page, the sign-out confirmation.
   * Answers our URL it redirected to, and the prompts it showed.
   */
  async visit(start: string, login?: string): Promise<{ back: URL; prompts: string[] }> {
    let url = new URL(start);
    let init: RequestInit = {};
    const prompts: string[] = [];
    for (let step = 0; step < 20; step += 1) {
      const response = await this.request(url, init);
      init = {};
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, url);
        if (next.origin === this.siteOrigin) return { back: next, prompts };
        url = next;
        continue;
      }
      const html = await response.text();
      if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (prompt === 'login') {
        if (!login) throw new Error('the provider asks to sign in, but no login was given');
        prompts.push('login');
        init = post({ prompt: 'login', login, password: 'any-password' });
      } else if (prompt === 'consent') {
        prompts.push('consent');
        init = post({ prompt: 'consent' });
      } else if (html.includes('op.logoutForm')) {
        prompts.push('logout');
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
        const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
        if (!action || !xsrf) throw new Error('unexpected sign-out page');
        url = new URL(action, url);
        init = post({ xsrf, logout: 'yes' });
        continue;
      } else {
        throw new Error(`unexpected provider page: ${html.slice(0, 300)}`);
      }
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (action) url = new URL(action, url);
    }
    throw new Error('too many steps at the provider');
  }
}

function post(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}
