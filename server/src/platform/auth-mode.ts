import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { BusinessError, HttpCode } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route belongs to our own accounts (password login, registration, email codes, password
     * changes): it is switched off in sso mode, where the provider owns sign-in and passwords.
     */
    localAccounts?: boolean;
  }
}

export const SSO_MODE_MESSAGE = '本站通过统一账号服务登录，请点击「登录」前往账号服务；密码请在账号服务中管理';

/** In sso mode, routes marked `config.localAccounts` answer a clear 403 instead of acting. */
export function registerLocalAccountSwitch(app: FastifyInstance, config: Config): void {
  if (config.AUTH_MODE !== 'sso') return;
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.localAccounts) throw new BusinessError(HttpCode.Forbidden, SSO_MODE_MESSAGE, 403);
  });
}
