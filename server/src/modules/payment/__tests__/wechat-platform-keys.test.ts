import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { loadConfig } from '../../../platform/config';
import { createTestApp, createUser, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { buy, configProblem as problem } from './helpers';
import { pem, rsaPair, writeFiles } from './local-gateway';
import { PUBLIC_URL, orderState } from './payment-app';
import { PLATFORM_SERIAL, type WechatGateway, startWechatGateway } from './wechat-gateway';

/** A platform certificate as WeChat issues them: its serial is what Wechatpay-Serial names. */
const CERT_SERIAL = '3775B6A45ACD588826D15E583A95F5DD2D13A3F1';
const rotated = rsaPair();
const keyFiles = writeFiles({ 'rotated_key.pem': pem.private(rotated.privateKey) });
const certificate = execFileSync(
  'openssl',
  ['req', '-x509', '-new', '-key', keyFiles.paths['rotated_key.pem'] ?? '', '-subj', '/CN=Tenpay.com/O=Tenpay.com', '-days', '2', '-set_serial', `0x${CERT_SERIAL}`],
  { encoding: 'utf8' },
);
const files = writeFiles({ 'wechatpay_cert.pem': certificate }).paths;

let gateway: WechatGateway;
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  gateway = await startWechatGateway();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL,
    ...gateway.env,
    // The public key the merchant switched to, and the platform certificate WeChat still signs with.
    WECHATPAY_PLATFORM_KEY_FILE: `${gateway.env.WECHATPAY_PLATFORM_KEY_FILE},${files['wechatpay_cert.pem']}`,
  });
  t = await createTestApp({ LOG_LEVEL: 'warn', PAYMENT_PROVIDER: 'wechat', PUBLIC_URL, payment: config.payment }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});
afterEach(() => {
  gateway.state.signAnswersWith = gateway.platform.privateKey;
  gateway.state.answerSerial = PLATFORM_SERIAL;
});

const post = (message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/pay/wechat/notify', headers: message.headers, payload: message.body });

async function newOrder() {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 1200 });
  return (await buy(t, user.id, course.id)).orderNum;
}

test('answers and notifies signed by either configured key are believed, each by the serial it names', async () => {
  gateway.state.signAnswersWith = rotated.privateKey;
  gateway.state.answerSerial = CERT_SERIAL;
  const first = await newOrder();
  expect((await post(gateway.pay(first, {}, { signWith: rotated.privateKey, serial: CERT_SERIAL }))).statusCode).toBe(204);
  expect(await orderState(t, first)).toMatchObject({ status: 'paid' });
  gateway.state.signAnswersWith = gateway.platform.privateKey;
  gateway.state.answerSerial = PLATFORM_SERIAL;
  const second = await newOrder();
  expect((await post(gateway.pay(second))).statusCode).toBe(204);
  expect(await orderState(t, second)).toMatchObject({ status: 'paid' });
});

test('a serial nobody configured is refused and logged, as is a known serial with the other key', async () => {
  const orderNum = await newOrder();
  const unknown = await post(gateway.pay(orderNum, {}, { signWith: rotated.privateKey, serial: '7A1B2C3D4E5F60718293A4B5C6D7E8F901234567' }));
  expect(unknown.statusCode).toBe(401);
  expect(lines.some((line) => line.includes('unknown Wechatpay-Serial 7A1B2C3D4E5F60718293A4B5C6D7E8F901234567'))).toBe(true);
  const crossed = await post(gateway.pay(orderNum, {}, { signWith: rotated.privateKey, serial: PLATFORM_SERIAL }));
  expect(crossed.statusCode).toBe(401);
  expect(await orderState(t, orderNum)).toMatchObject({ status: 'pending' });
  // An API answer naming an unknown serial is not believed either: no QR.
  gateway.state.signAnswersWith = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  gateway.state.answerSerial = 'PUB_KEY_ID_0119000001092099999999999999';
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 300 });
  await expect(buy(t, user.id, course.id)).rejects.toThrow(/got 502/);
  expect(lines.some((line) => line.includes('unknown Wechatpay-Serial PUB_KEY_ID_0119000001092099999999999999'))).toBe(true);
});

test('the configuration takes several keys; each public key needs its ID and a certificate its own serial', () => {
  const base = { ...gateway.env };
  const both = loadConfig({ ...base, WECHATPAY_PLATFORM_KEY_FILE: `${base.WECHATPAY_PLATFORM_KEY_FILE},${files['wechatpay_cert.pem']}` });
  expect([...(both.payment.wechat?.platformKeys.keys() ?? [])]).toEqual([PLATFORM_SERIAL, CERT_SERIAL]);
  // Certificate first: the public key's ID goes in its place, the second.
  expect(problem({ ...base, WECHATPAY_PLATFORM_KEY_FILE: `${files['wechatpay_cert.pem']},${base.WECHATPAY_PLATFORM_KEY_FILE}` })).toContain(
    'WECHATPAY_PLATFORM_SERIAL: is required with a WeChat Pay public key',
  );
  const reordered = loadConfig({ ...base, WECHATPAY_PLATFORM_KEY_FILE: `${files['wechatpay_cert.pem']},${base.WECHATPAY_PLATFORM_KEY_FILE}`, WECHATPAY_PLATFORM_SERIAL: `,${PLATFORM_SERIAL}` });
  expect([...(reordered.payment.wechat?.platformKeys.keys() ?? [])]).toEqual([CERT_SERIAL, PLATFORM_SERIAL]);
  expect(problem({ ...base, WECHATPAY_PLATFORM_KEY_FILE: files['wechatpay_cert.pem'] ?? '', WECHATPAY_PLATFORM_SERIAL: 'ABCDEF0123456789' })).toContain(
    `does not match the certificate's serial ${CERT_SERIAL}`,
  );
});
