import path from 'node:path';
import { z } from 'zod';
import { type PaymentSettings, loadPaymentSettings, paymentEnvSchema } from './payment-config';
import { REPO_ROOT as repoRoot } from './server-root';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Every setting, from environment variables, with working defaults (DESIGN.md "Configuration"). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Folder for the embedded database, stored files and releases. */
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  /** postgres://... to use a real PostgreSQL instead of the embedded PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Public origin of the site, used in links that leave the browser (QR codes, mails). */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('设计学堂 <no-reply@localhost>'),
  /** `modal`: our login/register dialog; `sso`: sign-in through an OpenID Connect provider (OIDC_*). */
  AUTH_MODE: z.enum(['modal', 'sso']).default('modal'),
  /** The provider's issuer URL (discovery at `<issuer>/.well-known/openid-configuration`); https, or http on loopback. */
  OIDC_ISSUER: z
    .string()
    .url()
    .refine(isSecureOrLoopback, 'must be an https URL (http only for localhost or 127.0.0.1)')
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Space-separated scopes; `openid` is always requested. */
  OIDC_SCOPES: z
    .string()
    .default('openid profile email')
    .transform((value) => Array.from(new Set(['openid', ...value.split(/\s+/).filter(Boolean)])).join(' '))
    .pipe(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+( [\x21\x23-\x5b\x5d-\x7e]+)*$/, 'must be space-separated scope names')),
  /** Claim listing roles and powers (admin, teacher, canPostShot, canTopComment); a dotted path such as realm_access.roles reaches nested claims. */
  OIDC_ROLES_CLAIM: z
    .string()
    .regex(/^[A-Za-z0-9_:\-/]+(\.[A-Za-z0-9_:\-/]+)*$/, 'must be a claim name or a dotted path such as realm_access.roles')
    .optional(),
  SITE_NAME: z.string().min(1).default('设计学堂'),
  /** Links the frame shows; unset ones keep the shell's defaults. */
  ADMIN_URL: z.string().optional(),
  DESIGN_NAV_URL: z.string().url().optional(),
  /** Account-security page; in sso mode the provider's account page (required there). */
  ACCOUNT_SECURITY_URL: z.string().optional(),
  FILING_NUMBER: z.string().optional(),
  /** Secret for signing upload tokens, play URLs and payment links. Generated into DATA_DIR when absent. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEIXIN_APP_ID: z.string().optional(),
  WEIXIN_APP_SECRET: z.string().optional(),
  SHELL_DIST: z.string().default(path.join(repoRoot, 'shell/dist')),
  /** Where uploads, media and (with DATABASE_URL) released remotes live: files under DATA_DIR, or an S3-compatible bucket (S3_*). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The S3 API as this server reaches it (MinIO, OSS, COS...); unset means AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.string().url().refine((value) => /^https?:\/\//.test(value), 'must be an http:// or https:// URL').optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1 or oss-cn-beijing').default('us-east-1'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (endpoint/bucket/key): MinIO and most self-hosted servers; virtual-host style (bucket.endpoint/key) when 0. */
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** The same S3 API as browsers reach it (presigned uploads and media URLs are signed for it); defaults to S3_ENDPOINT. */
  S3_PUBLIC_URL: z.string().url().refine((value) => /^https?:\/\//.test(value), 'must be an http:// or https:// URL').optional(),
  RELEASES_DIR: z.string().optional(),
  /** `file`: registry.json in RELEASES_DIR; `database`: in PostgreSQL, folders in the bucket (STORAGE=s3) or a shared RELEASES_DIR. Default: database when DATABASE_URL is set. */
  RELEASE_REGISTRY: z.enum(['file', 'database']).optional(),
  /** Failure share (failed or fallen-back loads / all loads) above which a release under 10 minutes old is rolled back; 1 turns it off. */
  RELEASE_AUTO_ROLLBACK_SHARE: z.coerce.number().min(0).max(1).default(0.5),
  /** Loads a fresh release must have been reported before its failure share counts. */
  RELEASE_AUTO_ROLLBACK_MIN_LOADS: z.coerce.number().int().min(1).max(100000).default(5),
  /** Who `pnpm release`/`rollback` records in the activation history; the OS user when unset. */
  RELEASE_USER: z.string().trim().min(1).max(100).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  /** Keep visitors' answers of the hot public reads in memory (dropped by every write that changes them); false answers every read from the database. */
  READ_CACHE: bool.default(true),
  /** How long a visitor's page waits at most for its route's first answers to embed (0: embeds none); later ones are left to the page. */
  FIRST_READS_BUDGET_MS: z.coerce.number().int().min(0).max(5000).default(100),
  /** How long a visitor's page may take to render on the server (issue 41) before the browser draws it instead. */
  SERVER_RENDER_BUDGET_MS: z.coerce.number().int().min(0).max(5000).default(100),
  /** Serve GET /dev/outbox (mails kept when there is no SMTP_URL) to loopback clients. Off unless set. */
  DEV_OUTBOX: bool.default(false),
  /**
   * Without SMTP_URL, write each mailed code into the server log (the demo's way to read one). Default: on outside
   * production, off in production (a log is read by more people than the mailbox's owner).
   */
  MAIL_LOG_CODES: bool.optional(),
  /** redis://… shared by every API instance: rate limits, podcast online counts, view dedupe. Unset: kept in this process. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  /**
   * Bearer token that lets a Prometheus on another machine read GET /metrics (`Authorization: Bearer <token>`);
   * without it only loopback clients not behind the proxy may read them.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * On SIGTERM, how long /readyz answers "draining" while requests are still served, before the server stops
   * accepting (a balancer polling readiness stops sending meanwhile). Default: 3 s in production, none otherwise.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** This instance's name, sent in every answer as X-Served-By (which instance answered, behind a proxy). */
  INSTANCE_NAME: z.string().trim().regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores').optional(),
  /** Extra origins (comma list) allowed to send state-changing requests, e.g. a dev server on another port. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.string().url('must be a comma list of origins such as http://localhost:3001'))),
}).extend(paymentEnvSchema.shape);

function isSecureOrLoopback(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
}

/** sso mode cannot work without a provider: say which settings are missing instead of failing at the first sign-in. */
const checkedSchema = envSchema.superRefine((env, ctx) => {
  if (env.STORAGE === 's3') {
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE=s3' });
    }
  }
  if (env.AUTH_MODE !== 'sso') return;
  for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'ACCOUNT_SECURITY_URL'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when AUTH_MODE=sso' });
  }
  if (env.ACCOUNT_SECURITY_URL && !/^https?:\/\//.test(env.ACCOUNT_SECURITY_URL)) {
    ctx.addIssue({ code: 'custom', path: ['ACCOUNT_SECURITY_URL'], message: "must be the provider's account page (http:// or https://) when AUTH_MODE=sso" });
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'RELEASES_DIR' | 'RELEASE_REGISTRY' | 'PAYMENT_PROVIDER' | 'SHUTDOWN_DRAIN_MS'> {
  SHUTDOWN_DRAIN_MS: number;
  RELEASES_DIR: string;
  /** The provider that takes new orders; 'none' in production when PAYMENT_PROVIDER is not set. */
  PAYMENT_PROVIDER: 'sandbox' | 'wechat' | 'alipay' | 'none';
  RELEASE_REGISTRY: 'file' | 'database';
  repoRoot: string;
  /** Keys and settings of the real payment providers that are configured (see payment-config.ts). */
  payment: PaymentSettings;
}

export class ConfigError extends Error {}

/** Validates the environment once at start; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = checkedSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const payment = loadPaymentSettings(parsed.data, parsed.data.PUBLIC_URL, parsed.data.NODE_ENV === 'production');
  if (payment.problems.length > 0) throw new ConfigError(`Invalid configuration:\n${payment.problems.join('\n')}`);
  const config: Config = {
    ...parsed.data,
    payment: payment.settings,
    PAYMENT_PROVIDER: parsed.data.PAYMENT_PROVIDER ?? (parsed.data.NODE_ENV === 'production' ? 'none' : 'sandbox'),
    RELEASES_DIR: parsed.data.RELEASES_DIR ?? path.join(parsed.data.DATA_DIR, 'releases'),
    SHUTDOWN_DRAIN_MS: parsed.data.SHUTDOWN_DRAIN_MS ?? (parsed.data.NODE_ENV === 'production' ? 3_000 : 0),
    RELEASE_REGISTRY: parsed.data.RELEASE_REGISTRY ?? (parsed.data.DATABASE_URL ? 'database' : 'file'),
    repoRoot,
  };
  return { ...config, ...overrides };
}
