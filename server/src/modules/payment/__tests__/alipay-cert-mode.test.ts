import crypto from 'node:crypto';
import fs from 'node:fs';
import { loadConfig } from '../../../platform/config';
import { createTestApp, createUser, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { buy, configProblem as problem } from './helpers';
import { type AlipayGateway, startAlipayGateway } from './alipay-gateway';
import { rsaPair } from './local-gateway';
import { PUBLIC_URL, orderState } from './payment-app';

let gateway: AlipayGateway;
let t: TestApp;
const lines: string[] = [];
const certs = () => {
  if (!gateway.certs) throw new Error('the gateway runs in certificate mode');
  return gateway.certs;
};

beforeAll(async () => {
  gateway = await startAlipayGateway({ cert: true });
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, ...gateway.env });
  t = await createTestApp({ LOG_LEVEL: 'warn', PAYMENT_PROVIDER: 'alipay', PUBLIC_URL, payment: config.payment }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});
afterEach(() => {
  gateway.state.signAnswersWith = gateway.alipay.privateKey;
  gateway.state.answerCertSn = certs().alipayCertSn;
});

const notify = (message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/pay/alipay/notify', headers: message.headers, payload: message.body });

async function newOrder(price = 4900) {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price });
  return { user, course };
}

test('certificate mode: the SNs are those of openssl’s reading (issuer RFC 2253 + decimal serial; the RSA roots only, joined by _)', () => {
  const { alipay } = loadConfig({ NODE_ENV: 'test', ...gateway.env }).payment;
  expect(alipay?.cert).toEqual({ appCertSn: certs().appCertSn, alipayRootCertSn: certs().alipayRootCertSn, alipayCertSn: certs().alipayCertSn });
  expect(certs().alipayRootCertSn.split('_')).toHaveLength(2);
  // The key that verifies answers and notifies is the one in the Alipay certificate.
  expect(alipay?.alipayPublicKey.equals(gateway.alipay.publicKey)).toBe(true);
  // Certificates are public: the PEM text itself may stand in the setting instead of a file's path.
  const inline = loadConfig({
    NODE_ENV: 'test',
    ...gateway.env,
    ALIPAY_ROOT_CERT_FILE: fs.readFileSync(certs().rootCert, 'utf8').replace(/\n/g, '\\n'),
    ALIPAY_APP_CERT_FILE: fs.readFileSync(certs().appCert, 'utf8'),
  }).payment.alipay;
  expect(inline?.cert).toEqual(alipay?.cert);
  // Public-key mode stays as it was: no certificate SNs.
  const keyMode = { ...gateway.env, ALIPAY_APP_CERT_FILE: '', ALIPAY_PUBLIC_CERT_FILE: '', ALIPAY_ROOT_CERT_FILE: '', ALIPAY_PUBLIC_KEY_FILE: certs().alipayCert };
  expect(loadConfig({ NODE_ENV: 'test', ...keyMode }).payment.alipay?.cert).toBeNull();
});

test('certificate mode refuses to start half-configured, mixed with the public key, or with another key’s application certificate', () => {
  const env = { NODE_ENV: 'test', ...gateway.env };
  expect(problem({ ...env, ALIPAY_ROOT_CERT_FILE: '' })).toContain('ALIPAY_ROOT_CERT_FILE: is required in certificate mode');
  expect(problem({ ...env, ALIPAY_PUBLIC_KEY_FILE: certs().alipayCert })).toContain('ALIPAY_PUBLIC_KEY_FILE: must be left unset in certificate mode');
  expect(problem({ ...env, ALIPAY_APP_CERT_FILE: certs().alipayCert })).toContain('ALIPAY_APP_CERT_FILE: is not the certificate of ALIPAY_PRIVATE_KEY_FILE');
  expect(problem({ ...env, ALIPAY_PUBLIC_CERT_FILE: '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydA==\n-----END CERTIFICATE-----' })).toContain(
    'ALIPAY_PUBLIC_CERT_FILE: is not a PEM certificate file',
  );
  expect(problem({ ...env, ALIPAY_APP_CERT_FILE: '/nonexistent/appCertPublicKey.crt' })).toContain('ALIPAY_APP_CERT_FILE: cannot read');
});

test('requests carry app_cert_sn and alipay_root_cert_sn (signed with the rest); answers and notifies are verified with the certificate’s key', async () => {
  const { user, course } = await newOrder();
  const { orderNum, payInfo } = await buy(t, user.id, course.id);
  expect(payInfo.codeUrl).toMatch(/^https:\/\/qr\.alipay\.com\//);
  const [request] = gateway.requests.filter((r) => new URLSearchParams(r.body).get('method') === 'alipay.trade.precreate').slice(-1);
  const params = new URLSearchParams(request?.body);
  expect(params.get('app_cert_sn')).toBe(certs().appCertSn);
  expect(params.get('alipay_root_cert_sn')).toBe(certs().alipayRootCertSn);
  expect((await notify(gateway.pay(orderNum, {}, { signWith: rsaPair().privateKey }))).statusCode).toBe(401);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'pending' });
  const paid = await notify(gateway.pay(orderNum));
  expect(paid.body).toBe('success');
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'paid', paidAmount: 4900 });
});

test('an answer under another alipay_cert_sn (Alipay rotated its certificate) is refused and logged, even when well signed', async () => {
  const rotatedKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const rotated = certs().issueAlipayCert(rotatedKey, '7D3E9A0C11F2');
  gateway.state.signAnswersWith = rotatedKey;
  gateway.state.answerCertSn = rotated.sn;
  const { user, course } = await newOrder();
  await expect(buy(t, user.id, course.id)).rejects.toThrow(/got 502/);
  expect(lines.some((line) => line.includes(`alipay_cert_sn ${rotated.sn}, configured ${certs().alipayCertSn}`))).toBe(true);
  // The configured SN with a signature by another key is refused too (no QR either).
  gateway.state.answerCertSn = certs().alipayCertSn;
  await expect(buy(t, user.id, course.id)).rejects.toThrow(/got 502/);
  // Once the operator installs the new certificate, its answers are believed.
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, ...gateway.env, ALIPAY_PUBLIC_CERT_FILE: rotated.file });
  expect(config.payment.alipay?.cert?.alipayCertSn).toBe(rotated.sn);
  const renewed = await createTestApp({ PAYMENT_PROVIDER: 'alipay', PUBLIC_URL, payment: config.payment });
  try {
    gateway.state.answerCertSn = rotated.sn;
    const buyer = await createUser(renewed.database);
    const offered = await createCourse(renewed.database, { price: 4900 });
    expect((await buy(renewed, buyer.id, offered.id)).payInfo.codeUrl).toMatch(/^https:\/\/qr\.alipay\.com\//);
  } finally {
    await renewed.close();
  }
});
