import crypto from 'node:crypto';
import { loadConfig } from '../../../platform/config';
import { createTestApp, createUser } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { buy, configProblem as problem } from './helpers';
import { pem, rsaPair, writeFiles } from './local-gateway';
import { startWechatGateway } from './wechat-gateway';

const key = rsaPair();
const files = writeFiles({
  'merchant.pem': pem.private(key.privateKey),
  'platform.pem': pem.public(key.publicKey),
  'v3.key': 'a'.repeat(32),
  'short.key': 'too-short',
  'garbage.pem': '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n',
}).paths;

const wechat = {
  PAYMENT_PROVIDER: 'wechat',
  WECHATPAY_MCHID: '1900000109',
  WECHATPAY_APPID: 'wxd678efh567hg6787',
  WECHATPAY_CERT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHATPAY_PRIVATE_KEY_FILE: files['merchant.pem'] ?? '',
  WECHATPAY_API_V3_KEY_FILE: files['v3.key'] ?? '',
  WECHATPAY_PLATFORM_KEY_FILE: files['platform.pem'] ?? '',
  WECHATPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_0119000001092023110600000001',
};

test('the sandbox needs nothing; a complete WeChat Pay configuration loads its keys', () => {
  expect(loadConfig({}).payment).toEqual({ wechat: null, alipay: null });
  const settings = loadConfig(wechat).payment.wechat;
  expect(settings).toMatchObject({ mchid: '1900000109', baseUrl: 'https://api.mch.weixin.qq.com' });
  expect([...(settings?.platformKeys.keys() ?? [])]).toEqual(['PUB_KEY_ID_0119000001092023110600000001']);
  expect(settings?.privateKey.type).toBe('private');
  expect(settings?.apiV3Key.symmetricKeySize).toBe(32);
});

test('a chosen provider without its settings stops start-up naming each missing setting', () => {
  const message = problem({ PAYMENT_PROVIDER: 'wechat' });
  for (const name of ['WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_CERT_SERIAL', 'WECHATPAY_PRIVATE_KEY_FILE', 'WECHATPAY_API_V3_KEY_FILE', 'WECHATPAY_PLATFORM_KEY_FILE']) {
    expect(message).toContain(`${name}: is required when PAYMENT_PROVIDER=wechat`);
  }
  expect(problem({ PAYMENT_PROVIDER: 'alipay' })).toMatch(/ALIPAY_APP_ID: is required[\s\S]*ALIPAY_PRIVATE_KEY_FILE[\s\S]*ALIPAY_PUBLIC_KEY_FILE/);
  // Half a configuration is a mistake even while the sandbox is chosen.
  expect(problem({ ALIPAY_APP_ID: '2021000122600000' })).toContain('ALIPAY_PRIVATE_KEY_FILE: is required once any ALIPAY_ setting is given');
  expect(problem({ PAYMENT_PROVIDER: 'paypal' })).toContain('PAYMENT_PROVIDER');
});

test('unreadable, invalid or wrong-sized key files are named, and their content never appears', () => {
  expect(problem({ ...wechat, WECHATPAY_PRIVATE_KEY_FILE: '/nonexistent/apiclient_key.pem' })).toContain('WECHATPAY_PRIVATE_KEY_FILE: cannot read /nonexistent/apiclient_key.pem (ENOENT)');
  const garbage = problem({ ...wechat, WECHATPAY_PRIVATE_KEY_FILE: files['garbage.pem'] ?? '' });
  expect(garbage).toContain('WECHATPAY_PRIVATE_KEY_FILE: is not a valid RSA key file');
  expect(garbage).not.toContain('bm90IGEga2V5');
  const short = problem({ ...wechat, WECHATPAY_API_V3_KEY_FILE: files['short.key'] ?? '' });
  expect(short).toContain('WECHATPAY_API_V3_KEY_FILE: must hold the 32-character API v3 key');
  expect(short).not.toContain('too-short');
  // A public key where the private key belongs.
  expect(problem({ ...wechat, WECHATPAY_PRIVATE_KEY_FILE: files['platform.pem'] ?? '' })).toContain('WECHATPAY_PRIVATE_KEY_FILE');
  expect(problem({ ...wechat, WECHATPAY_PLATFORM_SERIAL: '' })).toContain('WECHATPAY_PLATFORM_SERIAL: is required with a WeChat Pay public key');
  expect(problem({ ...wechat, WECHATPAY_BASE_URL: 'not a url' })).toContain('WECHATPAY_BASE_URL');
});

test('production with a real provider needs an https PUBLIC_URL for the notify address', () => {
  expect(problem({ ...wechat, NODE_ENV: 'production', PUBLIC_URL: 'http://shop.example.com' })).toContain('PUBLIC_URL: must be https://');
  expect(loadConfig({ ...wechat, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' }).payment.wechat).not.toBeNull();
});

test('keys and the API v3 key never reach the log, even when notifies fail', async () => {
  const gateway = await startWechatGateway();
  const lines: string[] = [];
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://pay.example.com', ...gateway.env });
  const t = await createTestApp({ LOG_LEVEL: 'debug', PAYMENT_PROVIDER: 'wechat', payment: config.payment }, { logStream: { write: (line) => lines.push(line) } });
  try {
    const user = await createUser(t.database);
    const course = await createCourse(t.database, { price: 100 });
    const { orderNum } = await buy(t, user.id, course.id);
    const forged = gateway.pay(orderNum, {}, { signWith: crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey });
    await t.app.inject({ method: 'POST', url: '/pay/wechat/notify', headers: forged.headers, payload: forged.body });
    expect(lines.some((line) => line.includes('WeChat Pay notification refused'))).toBe(true);
    const privateBody = pem.private(gateway.merchant.privateKey).split('\n')[1] ?? '';
    for (const line of lines) {
      expect(line).not.toContain(gateway.apiV3Key);
      expect(line).not.toContain(privateBody);
      expect(line).not.toContain('PRIVATE KEY');
    }
  } finally {
    await t.close();
    await gateway.close();
  }
});
