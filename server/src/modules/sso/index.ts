import type { FastifyPluginAsync } from 'fastify';
import { createProviderConnection, providerSettingsOf } from './provider';
import { ssoRoutes } from './routes';
import { createSsoService, type SsoService } from './service';
import { named } from '../../platform/plugin-name';

declare module '../../platform/context' {
  interface AppContext {
    /** Set in sso mode only: sign-in through the OpenID Connect provider and its logout URL. */
    sso?: SsoService;
  }
}

/** Sign-in through an external OpenID Connect provider (AUTH_MODE=sso); nothing is registered in modal mode. */
const ssoModule: FastifyPluginAsync = async (app) => {
  const settings = providerSettingsOf(app.ctx.config);
  if (!settings) return;
  const sso = createSsoService(app.ctx, createProviderConnection(settings));
  app.ctx.sso = sso;
  await app.register(named(ssoRoutes(sso), 'ssoRoutes'));
};

export default ssoModule;
