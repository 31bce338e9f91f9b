import crypto from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';
import { certificateSn, pemCertificates, rootCertificateSn } from '../modules/payment/alipay/alipay-cert';

/**
 * Settings of the real payment providers. Secrets and keys are named by file (never put in the
 * environment itself, where process listings and crash dumps show them) and are read once at
 * start into KeyObjects, which print no key material if ever logged.
 */
export const paymentEnvSchema = z.object({
  /**
   * Who takes new orders. Unset means the sandbox in development and tests, and nobody in production (purchase
   * answers "payment not enabled"): a production site sells through the sandbox only when it says so.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'wechat', 'alipay']).optional(),
  WECHATPAY_MCHID: z.string().regex(/^\d{6,32}$/, 'must be the merchant number (digits)').optional(),
  WECHATPAY_APPID: z.string().regex(/^wx[0-9A-Za-z]{16}$/, 'must be an AppID such as wx0123456789abcdef').optional(),
  /** Serial number of the merchant API certificate (apiclient_cert.pem), sent with every request. */
  WECHATPAY_CERT_SERIAL: z.string().regex(/^[0-9A-Fa-f]{8,64}$/, 'must be the hexadecimal certificate serial number').optional(),
  WECHATPAY_PRIVATE_KEY_FILE: z.string().optional(),
  WECHATPAY_API_V3_KEY_FILE: z.string().optional(),
  /**
   * WeChat Pay's public key (pub_key.pem) and/or platform certificates, comma-separated, to verify what WeChat
   * sends: during a certificate's last days WeChat signs with the old and the new one, and while a merchant
   * switches to the public key with either.
   */
  WECHATPAY_PLATFORM_KEY_FILE: z.string().optional(),
  /**
   * The ID (PUB_KEY_ID_...) each public-key file is named by in Wechatpay-Serial, comma-separated in the order of
   * the files; a certificate's place may stay empty (its serial is read from it).
   */
  WECHATPAY_PLATFORM_SERIAL: z
    .string()
    .regex(/^([0-9A-Za-z_]{8,64})?(,([0-9A-Za-z_]{8,64})?)*$/, 'must be PUB_KEY_ID_... or certificate serials, comma-separated')
    .optional(),
  WECHATPAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: z.string().regex(/^\d{6,32}$/, 'must be the application APPID (digits)').optional(),
  ALIPAY_PRIVATE_KEY_FILE: z.string().optional(),
  /** Public-key mode (公钥模式): the Alipay public key. Certificate mode takes the three certificates below instead. */
  ALIPAY_PUBLIC_KEY_FILE: z.string().optional(),
  /**
   * Certificate mode (公钥证书模式), each a file or the PEM text itself (certificates are public): the application
   * certificate (appCertPublicKey_<APPID>.crt), the Alipay public-key certificate (alipayCertPublicKey_RSA2.crt)
   * and the Alipay root certificates (alipayRootCert.crt).
   */
  ALIPAY_APP_CERT_FILE: z.string().optional(),
  ALIPAY_PUBLIC_CERT_FILE: z.string().optional(),
  ALIPAY_ROOT_CERT_FILE: z.string().optional(),
  ALIPAY_GATEWAY_URL: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /**
   * The merchant's Alipay user id(s) (PID, 2088 and 12 digits; comma-separated when one account sells under
   * several): a notify naming another seller_id is refused (Alipay's fourth documented notify check).
   */
  ALIPAY_SELLER_ID: z
    .string()
    .regex(/^2088\d{12}(,2088\d{12})*$/, 'must be the PID (2088 and 12 digits), several separated by commas')
    .optional(),
});

type PaymentEnv = z.infer<typeof paymentEnvSchema>;

export interface WechatPaySettings {
  mchid: string;
  appid: string;
  certSerial: string;
  privateKey: crypto.KeyObject;
  apiV3Key: crypto.KeyObject;
  /** WeChat's verifying keys by the serial it names in Wechatpay-Serial (upper case). */
  platformKeys: ReadonlyMap<string, crypto.KeyObject>;
  baseUrl: string;
}

/** Certificate mode: what requests name (app_cert_sn, alipay_root_cert_sn) and the SN answers must name. */
export interface AlipayCertSns {
  appCertSn: string;
  alipayRootCertSn: string;
  alipayCertSn: string;
}

export interface AlipaySettings {
  appId: string;
  privateKey: crypto.KeyObject;
  /** Verifies answers and notifies: the configured public key, or the one in the Alipay certificate. */
  alipayPublicKey: crypto.KeyObject;
  /** Null in public-key mode. */
  cert: AlipayCertSns | null;
  gatewayUrl: string;
  sellerIds: readonly string[];
}

export interface PaymentSettings {
  wechat: WechatPaySettings | null;
  alipay: AlipaySettings | null;
}

const WECHAT_KEYS = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_CERT_SERIAL',
  'WECHATPAY_PRIVATE_KEY_FILE',
  'WECHATPAY_API_V3_KEY_FILE',
  'WECHATPAY_PLATFORM_KEY_FILE',
] as const;
const ALIPAY_KEYS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_SELLER_ID'] as const;
const ALIPAY_CERTS = ['ALIPAY_APP_CERT_FILE', 'ALIPAY_PUBLIC_CERT_FILE', 'ALIPAY_ROOT_CERT_FILE'] as const;

/** Collects every problem, each naming its setting, so one start shows them all. */
class Problems {
  readonly lines: string[] = [];
  add(name: string, message: string): void {
    this.lines.push(`  ${name}: ${message}`);
  }
}

function readSetting(problems: Problems, name: string, file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    // Duck-typed: fs errors may come from another realm (test runners), where instanceof Error fails.
    const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'unreadable';
    problems.add(name, `cannot read ${file} (${code})`);
    return null;
  }
}

/** PEM, or the bare base64 DER that Alipay's key tool writes (PKCS#8 or PKCS#1). */
function parsePrivateKey(text: string): crypto.KeyObject {
  if (text.includes('-----BEGIN')) return crypto.createPrivateKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  try {
    return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

function parsePublicKey(text: string): crypto.KeyObject {
  if (text.includes('-----BEGIN CERTIFICATE')) return new crypto.X509Certificate(text).publicKey;
  if (text.includes('-----BEGIN')) return crypto.createPublicKey(text);
  return crypto.createPublicKey({ key: Buffer.from(text.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
}

function rsaKey(problems: Problems, name: string, text: string | null, parse: (text: string) => crypto.KeyObject): crypto.KeyObject | null {
  if (text === null) return null;
  try {
    const key = parse(text);
    if (key.asymmetricKeyType !== 'rsa') {
      problems.add(name, 'must be an RSA key');
      return null;
    }
    return key;
  } catch {
    problems.add(name, 'is not a valid RSA key file (PEM, or base64 DER)');
    return null;
  }
}

function missing(problems: Problems, env: PaymentEnv, keys: readonly (keyof PaymentEnv)[], why: string): boolean {
  const absent = keys.filter((key) => !env[key]);
  for (const key of absent) problems.add(key, `is required ${why}`);
  return absent.length > 0;
}

/** Each platform key file with the serial WeChat names it by; null when any is unusable (each problem named). */
function loadPlatformKeys(problems: Problems, env: PaymentEnv): Map<string, crypto.KeyObject> | null {
  const files = (env.WECHATPAY_PLATFORM_KEY_FILE ?? '').split(',').map((file) => file.trim());
  const serials = (env.WECHATPAY_PLATFORM_SERIAL ?? '').split(',').map((serial) => serial.trim());
  const keys = new Map<string, crypto.KeyObject>();
  let usable = true;
  files.forEach((file, index) => {
    const text = file ? readSetting(problems, 'WECHATPAY_PLATFORM_KEY_FILE', file) : null;
    const key = rsaKey(problems, 'WECHATPAY_PLATFORM_KEY_FILE', text, parsePublicKey);
    const given = serials[index] || null;
    const which = files.length > 1 ? ` (for ${file})` : '';
    let serial: string | null = null;
    if (text?.includes('-----BEGIN CERTIFICATE') && key) {
      serial = new crypto.X509Certificate(text).serialNumber.toUpperCase();
      if (given && given.toUpperCase() !== serial) problems.add('WECHATPAY_PLATFORM_SERIAL', `does not match the certificate's serial ${serial}${which}`);
    } else if (key && !given) {
      problems.add('WECHATPAY_PLATFORM_SERIAL', `is required with a WeChat Pay public key (its ID, PUB_KEY_ID_...)${which}`);
    } else if (key) {
      serial = given;
    }
    if (!key || !serial) usable = false;
    else keys.set(serial.toUpperCase(), key);
  });
  return usable ? keys : null;
}

function loadWechat(problems: Problems, env: PaymentEnv): WechatPaySettings | null {
  const named = WECHAT_KEYS.some((key) => env[key]);
  if (!named && env.PAYMENT_PROVIDER !== 'wechat') return null;
  const why = env.PAYMENT_PROVIDER === 'wechat' ? 'when PAYMENT_PROVIDER=wechat' : 'once any WECHATPAY_ setting is given';
  if (missing(problems, env, WECHAT_KEYS, why)) return null;
  const privateKey = rsaKey(problems, 'WECHATPAY_PRIVATE_KEY_FILE', readSetting(problems, 'WECHATPAY_PRIVATE_KEY_FILE', (env.WECHATPAY_PRIVATE_KEY_FILE ?? '')), parsePrivateKey);
  const v3Text = readSetting(problems, 'WECHATPAY_API_V3_KEY_FILE', (env.WECHATPAY_API_V3_KEY_FILE ?? ''));
  let apiV3Key: crypto.KeyObject | null = null;
  if (v3Text !== null) {
    if (Buffer.byteLength(v3Text) === 32) apiV3Key = crypto.createSecretKey(Buffer.from(v3Text));
    else problems.add('WECHATPAY_API_V3_KEY_FILE', 'must hold the 32-character API v3 key');
  }
  const platformKeys = loadPlatformKeys(problems, env);
  if (!privateKey || !apiV3Key || !platformKeys) return null;
  return {
    mchid: (env.WECHATPAY_MCHID ?? ''),
    appid: (env.WECHATPAY_APPID ?? ''),
    certSerial: (env.WECHATPAY_CERT_SERIAL ?? '').toUpperCase(),
    privateKey,
    apiV3Key,
    platformKeys,
    baseUrl: env.WECHATPAY_BASE_URL.replace(/\/$/, ''),
  };
}

/** A certificate setting: the PEM text itself, or the file holding it. */
function readCertificates(problems: Problems, name: (typeof ALIPAY_CERTS)[number], value: string): { text: string; certificates: crypto.X509Certificate[] } | null {
  const text = value.includes('-----BEGIN CERTIFICATE-----') ? value.replace(/\\n/g, '\n') : readSetting(problems, name, value);
  if (text === null) return null;
  try {
    const certificates = pemCertificates(text);
    if (certificates.length > 0) return { text, certificates };
  } catch {
    // Reported below, as for a file without any certificate.
  }
  problems.add(name, 'is not a PEM certificate file (-----BEGIN CERTIFICATE-----)');
  return null;
}

/**
 * Certificate mode: the Alipay certificate's key verifies what Alipay sends; the application certificate must
 * be the one of the application private key (Alipay would refuse every request otherwise).
 */
function loadAlipayCerts(problems: Problems, env: PaymentEnv, privateKey: crypto.KeyObject | null): { key: crypto.KeyObject; sns: AlipayCertSns } | null {
  const app = readCertificates(problems, 'ALIPAY_APP_CERT_FILE', env.ALIPAY_APP_CERT_FILE ?? '');
  const alipay = readCertificates(problems, 'ALIPAY_PUBLIC_CERT_FILE', env.ALIPAY_PUBLIC_CERT_FILE ?? '');
  const root = readCertificates(problems, 'ALIPAY_ROOT_CERT_FILE', env.ALIPAY_ROOT_CERT_FILE ?? '');
  // The first certificate of a file is the application's (or Alipay's); any after it are its issuers.
  const appCert = app?.certificates[0];
  const alipayCert = alipay?.certificates[0];
  if (appCert && privateKey && !appCert.checkPrivateKey(privateKey)) problems.add('ALIPAY_APP_CERT_FILE', 'is not the certificate of ALIPAY_PRIVATE_KEY_FILE');
  const key = alipayCert ? rsaKey(problems, 'ALIPAY_PUBLIC_CERT_FILE', alipayCert.toString(), parsePublicKey) : null;
  const alipayRootCertSn = root ? rootCertificateSn(root.text) : '';
  if (root && !alipayRootCertSn) problems.add('ALIPAY_ROOT_CERT_FILE', 'holds no RSA root certificate');
  if (!appCert || !key || !alipayCert || !alipayRootCertSn) return null;
  return { key, sns: { appCertSn: certificateSn(appCert), alipayRootCertSn, alipayCertSn: certificateSn(alipayCert) } };
}

function loadAlipay(problems: Problems, env: PaymentEnv): AlipaySettings | null {
  const named = [...ALIPAY_KEYS, 'ALIPAY_PUBLIC_KEY_FILE' as const, ...ALIPAY_CERTS].some((key) => env[key]);
  if (!named && env.PAYMENT_PROVIDER !== 'alipay') return null;
  const why = env.PAYMENT_PROVIDER === 'alipay' ? 'when PAYMENT_PROVIDER=alipay' : 'once any ALIPAY_ setting is given';
  const certMode = ALIPAY_CERTS.some((key) => env[key]);
  let incomplete = missing(problems, env, ALIPAY_KEYS, why);
  if (certMode && env.ALIPAY_PUBLIC_KEY_FILE) {
    problems.add('ALIPAY_PUBLIC_KEY_FILE', 'must be left unset in certificate mode (ALIPAY_*_CERT_FILE): the Alipay public key comes from ALIPAY_PUBLIC_CERT_FILE');
    incomplete = true;
  } else if (certMode) {
    incomplete = missing(problems, env, ALIPAY_CERTS, 'in certificate mode (once any ALIPAY_*_CERT_FILE is given)') || incomplete;
  } else {
    incomplete = missing(problems, env, ['ALIPAY_PUBLIC_KEY_FILE'], `${why} (or, in certificate mode, ALIPAY_APP_CERT_FILE, ALIPAY_PUBLIC_CERT_FILE and ALIPAY_ROOT_CERT_FILE)`) || incomplete;
  }
  if (incomplete) return null;
  const privateKey = rsaKey(problems, 'ALIPAY_PRIVATE_KEY_FILE', readSetting(problems, 'ALIPAY_PRIVATE_KEY_FILE', (env.ALIPAY_PRIVATE_KEY_FILE ?? '')), parsePrivateKey);
  const certs = certMode ? loadAlipayCerts(problems, env, privateKey) : null;
  const alipayPublicKey = certMode
    ? (certs?.key ?? null)
    : rsaKey(problems, 'ALIPAY_PUBLIC_KEY_FILE', readSetting(problems, 'ALIPAY_PUBLIC_KEY_FILE', (env.ALIPAY_PUBLIC_KEY_FILE ?? '')), parsePublicKey);
  if (!privateKey || !alipayPublicKey || (certMode && !certs)) return null;
  return {
    appId: (env.ALIPAY_APP_ID ?? ''),
    privateKey,
    alipayPublicKey,
    cert: certs?.sns ?? null,
    gatewayUrl: env.ALIPAY_GATEWAY_URL,
    sellerIds: (env.ALIPAY_SELLER_ID ?? '').split(','),
  };
}

/** Reads and checks the providers' keys; answers the settings or the list of problems. */
export function loadPaymentSettings(env: PaymentEnv, publicUrl: string, production: boolean): { settings: PaymentSettings; problems: string[] } {
  const problems = new Problems();
  const settings = { wechat: loadWechat(problems, env), alipay: loadAlipay(problems, env) };
  // Both providers refuse plain-http notify addresses; catching it here beats a failing first payment.
  if (production && env.PAYMENT_PROVIDER !== undefined && env.PAYMENT_PROVIDER !== 'sandbox' && !publicUrl.startsWith('https://')) {
    problems.add('PUBLIC_URL', `must be https:// with PAYMENT_PROVIDER=${env.PAYMENT_PROVIDER} (payment notifications are sent there)`);
  }
  return { settings, problems: problems.lines };
}
