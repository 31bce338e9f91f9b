// A local OpenID Connect provider to try sso mode (and for the e2e sso spec): oidc-provider's
// development sign-in accepts any login name with any password. Not for production.
//   pnpm --filter @site/server oidc-dev            (OIDC_DEV_PORT, OIDC_DEV_HOST, SITE_URL to change it)
import { startTestProvider } from '../test/oidc-provider';

const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
const provider = await startTestProvider({
  siteUrl,
  port: Number(process.env.OIDC_DEV_PORT ?? 3001),
  host: process.env.OIDC_DEV_HOST ?? '127.0.0.1',
});
// Signing in as admin or teacher brings that role along (with OIDC_ROLES_CLAIM=roles and the roles scope).
provider.accounts.set('admin', { preferred_username: 'sso-admin', name: '统一账号管理员', roles: ['admin'] });
provider.accounts.set('teacher', { preferred_username: 'sso-teacher', name: '统一账号老师', roles: ['teacher', 'canTopComment'] });

console.log(`OpenID provider ready at ${provider.issuer} for ${siteUrl}
  AUTH_MODE=sso OIDC_ISSUER=${provider.issuer} OIDC_CLIENT_ID=${provider.clientId} OIDC_CLIENT_SECRET=${provider.clientSecret}
  OIDC_SCOPES="openid profile email roles" OIDC_ROLES_CLAIM=roles ACCOUNT_SECURITY_URL=${provider.issuer}/account`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void provider.close().then(() => process.exit(0)));
}
