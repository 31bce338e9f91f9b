import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { findUserById } from '../account/repository';
import { ACCOUNT_DISABLED_MESSAGE } from '../account/service';
import { createSession, destroySession, isSecureRequest, setSessionCookie } from '../../platform/session';
import { renderSignInFailedPage } from './error-page';
import { LOGIN_STATE_COOKIE, LOGIN_STATE_TTL_MS, openLoginState, sealLoginState } from './login-state';
import { memberForIdentity } from './members';
import { ProviderUnavailableError } from './provider';
import { saveSessionIdToken } from './repository';
import { REDIRECT_COOKIE, safeReturnPath } from './return-to';
import { SSO_CALLBACK_PATH, SSO_LOGIN_PATH, SignInRejectedError, type SsoService, callbackUrlOf } from './service';

const messages = {
  unavailable: '账号服务暂时无法访问，请稍后再试。',
  stale: '登录已超时，或不是从本站发起的，请重新登录。',
  refused: '账号服务没有完成登录（已取消或被拒绝），请重新登录。',
  rejected: '登录信息校验没有通过，请重新登录。',
};

/** The browser's side of sso mode: start a sign-in at the provider, and come back from it. */
export function ssoRoutes(sso: SsoService): FastifyPluginAsync {
  return async (app) => {
    const { config, db, clock, secret } = app.ctx;
    const secure = config.PUBLIC_URL.startsWith('https:');

    function failed(reply: FastifyReply, status: number, message: string) {
      reply.clearCookie(LOGIN_STATE_COOKIE, { path: SSO_CALLBACK_PATH });
      return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderSignInFailedPage(config.SITE_NAME, message));
    }

    /** The login action of spec 4 lands here (the shell has stored the redirectUrl cookie). */
    app.get(SSO_LOGIN_PATH, { schema: { hide: true } }, async (_request, reply) => {
      let started: Awaited<ReturnType<SsoService['begin']>>;
      try {
        started = await sso.begin();
      } catch (error) {
        if (error instanceof ProviderUnavailableError) {
          app.log.warn({ reason: error.message }, 'sso: provider unavailable');
          return failed(reply, 503, messages.unavailable);
        }
        throw error;
      }
      reply.setCookie(LOGIN_STATE_COOKIE, sealLoginState(secret, started.loginState), {
        path: SSO_CALLBACK_PATH,
        httpOnly: true,
        // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
        sameSite: 'lax',
        secure,
        maxAge: LOGIN_STATE_TTL_MS / 1000,
      });
      return reply.header('cache-control', 'no-store').redirect(started.authorizationUrl, 302);
    });

    // The query (code, state, iss or error) is read by openid-client from the whole callback URL.
    app.get(
      SSO_CALLBACK_PATH,
      { schema: { hide: true } },
      async (request, reply) => {
        const loginState = openLoginState(secret, request.cookies[LOGIN_STATE_COOKIE], clock.now());
        if (!loginState) return failed(reply, 400, messages.stale);
        const providerError = (request.query as Record<string, unknown>).error;
        if (providerError !== undefined) {
          app.log.info({ error: String(providerError).slice(0, 100) }, 'sso: provider refused the sign-in');
          return failed(reply, 400, messages.refused);
        }
        const callbackUrl = new URL(request.url, callbackUrlOf(config.PUBLIC_URL));
        let signIn: Awaited<ReturnType<SsoService['complete']>>;
        try {
          signIn = await sso.complete(callbackUrl, loginState);
        } catch (error) {
          if (error instanceof SignInRejectedError) {
            app.log.warn({ reason: error.message }, 'sso: sign-in rejected');
            return failed(reply, 400, messages.rejected);
          }
          if (error instanceof ProviderUnavailableError) return failed(reply, 503, messages.unavailable);
          throw error;
        }
        const userId = await memberForIdentity(app.ctx, { issuer: signIn.issuer, subject: signIn.subject, claims: signIn.claims });
        if ((await findUserById(db, userId))?.disabledAt) return failed(reply, 403, ACCOUNT_DISABLED_MESSAGE);
        // A new session replaces whatever session the browser had (no session fixation).
        if (request.sessionId) await destroySession(db, request.sessionId);
        const sessionId = await db.transaction(async (tx) => {
          const id = await createSession(tx, userId, clock.now());
          await saveSessionIdToken(tx, id, signIn.idToken);
          return id;
        });
        setSessionCookie(reply, sessionId, isSecureRequest(request, config.PUBLIC_URL));
        reply.clearCookie(LOGIN_STATE_COOKIE, { path: SSO_CALLBACK_PATH });
        reply.clearCookie(REDIRECT_COOKIE, { path: '/' });
        return reply.header('cache-control', 'no-store').redirect(safeReturnPath(request.cookies[REDIRECT_COOKIE], config.PUBLIC_URL), 302);
      },
    );
  };
}
