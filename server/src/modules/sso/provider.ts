import * as oidc from 'openid-client';
import type { Config } from '../../platform/config';

/** The settings sso mode needs (config.ts refuses to start sso mode without them). */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export function providerSettingsOf(config: Config): ProviderSettings | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config;
  if (config.AUTH_MODE !== 'sso' || !OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return null;
  return { issuer: OIDC_ISSUER, clientId: OIDC_CLIENT_ID, clientSecret: OIDC_CLIENT_SECRET };
}

/** Discovery failed or timed out: the provider is unreachable or misconfigured. */
export class ProviderUnavailableError extends Error {}

const RETRY_AFTER_FAILURE_MS = 10_000;

/**
 * The provider's configuration, discovered on first use and kept: the server starts (and serves every
 * page) even while the provider is down, and a failed discovery is retried after a short pause.
 */
export function createProviderConnection(settings: ProviderSettings) {
  let pending: Promise<oidc.Configuration> | null = null;
  let failedAt = 0;

  async function discover(): Promise<oidc.Configuration> {
    const issuer = new URL(settings.issuer);
    const options: oidc.DiscoveryRequestOptions = { timeout: 10 };
    // Plain http is accepted by config.ts only for a provider on this machine (development and tests).
    if (issuer.protocol === 'http:') options.execute = [oidc.allowInsecureRequests];
    const configuration = await oidc.discovery(issuer, settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), options);
    // Check the ID token's signature against the provider's keys too, not only its claims.
    oidc.enableNonRepudiationChecks(configuration);
    return configuration;
  }

  return {
    async get(): Promise<oidc.Configuration> {
      if (!pending && Date.now() - failedAt < RETRY_AFTER_FAILURE_MS) {
        throw new ProviderUnavailableError('provider discovery failed recently');
      }
      pending ??= discover().catch((error: unknown) => {
        pending = null;
        failedAt = Date.now();
        throw new ProviderUnavailableError(error instanceof Error ? error.message : String(error));
      });
      return pending;
    },
  };
}

export type ProviderConnection = ReturnType<typeof createProviderConnection>;
