// A real OpenID Connect provider for tests and local trials: the certified `oidc-provider` package on
// loopback, with its development sign-in pages (any login name, any password) and one confidential client.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface TestProviderOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Our site's origin: the callback and the post-logout page are registered from it. */
  siteUrl: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims per login name; a login without an entry gets { preferred_username: login }. */
  accounts: Map<string, Record<string, unknown>>;
  /** Seconds an authorization code lives (the provider's default is 60). */
  setCodeTtl(seconds: number): void;
  /** A small PNG served at <issuer>/avatar.png, for picture claims. */
  avatarUrl: string;
  close(): Promise<void>;
}

// 1x1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const clientId = options.clientId ?? 'design-site';
  const clientSecret = options.clientSecret ?? 'design-site-secret-for-tests-only';
  const accounts = new Map<string, Record<string, unknown>>();
  let codeTtl = 60;
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const site = new URL(options.siteUrl).origin;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${site}/sso/callback`],
        post_logout_redirect_uris: [`${site}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      profile: ['name', 'nickname', 'preferred_username', 'picture'],
      email: ['email', 'email_verified'],
      roles: ['roles'],
    },
    scopes: ['openid', 'profile', 'email', 'roles'],
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        // The default page loads a web font; tests run offline.
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = `<!doctype html><html><head><meta charset="utf-8"><title>Sign out</title></head><body>
<h1>Sign out from ${escapeHtml(ctx.host)}?</h1>${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button></body></html>`;
        },
      },
    },
    // A signing key of our own and explicit lifetimes keep the provider's development notices out of test output.
    jwks: { keys: [{ ...crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig' }] },
    ttl: {
      AuthorizationCode: () => codeTtl,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
    },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, ...(accounts.get(sub) ?? { preferred_username: sub }) }),
    }),
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  server.on('request', (request, response) => {
    if (request.url === '/avatar.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length });
      response.end(PNG);
      return;
    }
    void callback(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    avatarUrl: `${issuer}/avatar.png`,
    setCodeTtl: (seconds) => {
      codeTtl = seconds;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
