import * as oidc from 'openid-client';
import type { AppContext } from '../../platform/context';
import { BusinessError } from '../../platform/errors';
import type { Claims } from './claims';
import { LOGIN_STATE_TTL_MS, type LoginState } from './login-state';
import { type ProviderConnection, ProviderUnavailableError } from './provider';
import { findSessionIdToken } from './repository';

/** Paths on our site that the provider is told about (README lists them for registering the client). */
export const SSO_LOGIN_PATH = '/sso/login';
export const SSO_CALLBACK_PATH = '/sso/callback';

export const callbackUrlOf = (publicUrl: string) => new URL(SSO_CALLBACK_PATH, publicUrl);
export const postLogoutUrlOf = (publicUrl: string) => new URL('/', publicUrl).toString();

/** A sign-in the provider accepted and we validated: who it is and the ID token to hint at logout. */
export interface VerifiedSignIn {
  /** The ID token's `iss` (validated against the discovered issuer), so links do not depend on how OIDC_ISSUER is spelt. */
  issuer: string;
  subject: string;
  claims: Claims;
  idToken: string;
}

/** The provider refused the sign-in or its answer did not validate (state, nonce, code, token). */
export class SignInRejectedError extends Error {}

/** The authorization-code flow with PKCE, state and nonce, over the provider connection. */
export function createSsoService(ctx: AppContext, provider: ProviderConnection) {
  const { config } = ctx;

  return {
    /** Starts a sign-in: the checks to keep in the browser and the provider's authorization URL. */
    async begin(): Promise<{ loginState: LoginState; authorizationUrl: string }> {
      const configuration = await provider.get();
      const loginState: LoginState = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        expiresAt: ctx.clock.now().getTime() + LOGIN_STATE_TTL_MS,
      };
      const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrlOf(config.PUBLIC_URL).toString(),
        scope: config.OIDC_SCOPES,
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(loginState.codeVerifier),
        code_challenge_method: 'S256',
        state: loginState.state,
        nonce: loginState.nonce,
      });
      return { loginState, authorizationUrl: authorizationUrl.toString() };
    },

    /**
     * Redeems the code of the callback URL: the state must match, the code is exchanged with the
     * PKCE verifier, the ID token's signature, issuer, audience, expiry and nonce are checked, and
     * userinfo (when offered) adds profile claims.
     */
    async complete(callbackUrl: URL, loginState: LoginState): Promise<VerifiedSignIn> {
      const configuration = await provider.get();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: loginState.codeVerifier,
          expectedState: loginState.state,
          expectedNonce: loginState.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw new SignInRejectedError(error instanceof Error ? error.message : String(error));
      }
      const idTokenClaims = tokens.claims();
      if (!idTokenClaims || !tokens.id_token) throw new SignInRejectedError('no ID token');
      let userinfo: Claims = {};
      if (configuration.serverMetadata().userinfo_endpoint) {
        try {
          userinfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idTokenClaims.sub);
        } catch {
          // The ID token alone identifies the member: a failing userinfo (or one about another subject) only loses profile claims.
          userinfo = {};
        }
      }
      return {
        issuer: idTokenClaims.iss,
        subject: idTokenClaims.sub,
        // The ID token decides who it is; userinfo adds to the profile but never changes the subject.
        claims: { ...userinfo, ...idTokenClaims },
        idToken: tokens.id_token,
      };
    },

    /** The provider's logout URL for a session that ends, returning to our home page; null without an end-session endpoint. */
    async endSessionUrl(sessionId: string | null): Promise<string | null> {
      let configuration: oidc.Configuration;
      try {
        configuration = await provider.get();
      } catch (error) {
        if (error instanceof ProviderUnavailableError) throw new BusinessError(503, '已退出本站，但账号服务暂时无法访问，请稍后再试', 503);
        throw error;
      }
      if (!configuration.serverMetadata().end_session_endpoint) return null;
      const idToken = sessionId ? await findSessionIdToken(ctx.db, sessionId) : null;
      return oidc
        .buildEndSessionUrl(configuration, {
          post_logout_redirect_uri: postLogoutUrlOf(config.PUBLIC_URL),
          ...(idToken ? { id_token_hint: idToken } : {}),
        })
        .toString();
    },
  };
}

export type SsoService = ReturnType<typeof createSsoService>;
