import type { AlipaySettings } from '../../../platform/payment-config';
import { ProviderError } from '../provider';
import { beijingParts, callProvider, parseJsonObject } from '../provider-http';
import { rsa2Sign, rsa2Verify, signContent, signedObjectText } from './alipay-sign';

export interface AlipayAnswer {
  /** "10000" is success; "40004" a business refusal (see subCode); "20000" unavailable. */
  code: string;
  subCode: string | null;
  message: string;
  data: Record<string, unknown>;
}

/**
 * One gateway call: common parameters plus biz_content, RSA2-signed with the application's private
 * key and posted as a form. The answer's `<method>_response` object must carry Alipay's valid
 * signature to be believed; an unsigned answer is accepted only as a failure. In certificate mode the
 * request names the application and root certificates, and an answer naming another Alipay certificate
 * than the configured one (Alipay rotated it) is not believed: the operator installs the new certificate.
 */
export async function alipayCall(settings: AlipaySettings, method: string, biz: object, extra: Record<string, string> = {}): Promise<AlipayAnswer> {
  const now = beijingParts(new Date());
  const params: Record<string, string> = {
    app_id: settings.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: `${now.date} ${now.time}`,
    version: '1.0',
    biz_content: JSON.stringify(biz),
    ...(settings.cert ? { app_cert_sn: settings.cert.appCertSn, alipay_root_cert_sn: settings.cert.alipayRootCertSn } : {}),
    ...extra,
  };
  params.sign = rsa2Sign(signContent(params, ['sign']), settings.privateKey);
  const answer = await callProvider('alipay', settings.gatewayUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8', Accept: 'application/json' },
    body: new URLSearchParams(params).toString(),
  });
  if (answer.status !== 200) throw new ProviderError('alipay', `Alipay gateway answered HTTP ${answer.status}`);
  const responseKey = `${method.replace(/\./g, '_')}_response`;
  const key = answer.text.includes(`"${responseKey}"`) ? responseKey : 'error_response';
  const signed = signedObjectText(answer.text, key);
  const whole = parseJsonObject(answer.text);
  const data = signed ? parseJsonObject(signed) : null;
  if (!signed || !whole || !data) throw new ProviderError('alipay', 'Alipay gateway answered something unreadable');
  const code = typeof data.code === 'string' ? data.code : '';
  const answerCertSn = typeof whole.alipay_cert_sn === 'string' ? whole.alipay_cert_sn : null;
  if (settings.cert && answerCertSn !== null && answerCertSn !== settings.cert.alipayCertSn) {
    throw new ProviderError(
      'alipay',
      `Alipay answer not trusted: signed under alipay_cert_sn ${answerCertSn.slice(0, 64)}, configured ${settings.cert.alipayCertSn} (Alipay rotated its certificate: install the new ALIPAY_PUBLIC_CERT_FILE)`,
    );
  }
  const sign = typeof whole.sign === 'string' ? whole.sign : null;
  if (sign ? !rsa2Verify(signed, sign, settings.alipayPublicKey) : code === '10000') {
    throw new ProviderError('alipay', 'Alipay answer not trusted: bad or missing signature');
  }
  const subCode = typeof data.sub_code === 'string' ? data.sub_code : null;
  const message = [data.msg, data.sub_msg].filter((item) => typeof item === 'string').join(' ');
  return { code, subCode, message, data };
}

export function alipayFailure(answer: AlipayAnswer, what: string): ProviderError {
  return new ProviderError('alipay', `Alipay ${what} failed: ${answer.code} ${answer.subCode ?? ''} ${answer.message}`.trim(), answer.subCode ?? answer.code);
}

/**
 * What an answer says happened. `10000` is done. `20000`/`20001` (service unavailable, authorisation
 * busy) and a `40004` whose sub-code is a system error leave the outcome open: Alipay's documents say
 * to retry with the same parameters, so it is `unknown`, never a refusal. Any other 4xxxx refused it.
 */
export type AlipayVerdict = 'done' | 'refused' | 'unknown';

/** Sub-codes documented as "system error, call again with the same parameters" (AQC. is a spelling in Alipay's own tables). */
const UNKNOWN_SUB_CODES: ReadonlySet<string> = new Set(['ACQ.SYSTEM_ERROR', 'AQC.SYSTEM_ERROR', 'ACQ.SYSTEM_BUSY', 'isp.unknow-error', 'aop.unknow-error']);

export function alipayVerdict(answer: AlipayAnswer): AlipayVerdict {
  if (answer.code === '10000') return 'done';
  const subCode = (answer.subCode ?? '').replace(/^aop\.(?=ACQ\.)/, '');
  if (answer.code === '20000' || answer.code === '20001' || UNKNOWN_SUB_CODES.has(subCode)) return 'unknown';
  return /^4\d{4}$/.test(answer.code) ? 'refused' : 'unknown';
}

/** The bill's address stays valid for 30 seconds; a day's zip is small, but give its download that long. */
const DOWNLOAD_TIMEOUT_MS = 30_000;

/**
 * A bill file from the bill_download_url a signed answer gave (valid for 30 seconds): a plain GET, the file a
 * zip that is read whole (up to maxBytes).
 */
export async function alipayDownload(url: string, maxBytes: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError('alipay', `Alipay bill download unreachable: ${error instanceof Error ? error.message : 'request failed'}`);
  }
  if (response.status !== 200) throw new ProviderError('alipay', `Alipay bill download failed: HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new ProviderError('alipay', `Alipay bill larger than ${maxBytes} bytes`);
  try {
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > maxBytes) throw new ProviderError('alipay', `Alipay bill larger than ${maxBytes} bytes`);
    return body;
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    throw new ProviderError('alipay', `Alipay bill download broke off: ${error instanceof Error ? error.message : 'read failed'}`);
  }
}
