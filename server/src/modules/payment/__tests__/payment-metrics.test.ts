import { createUser, type TestApp } from '../../../../test/helpers';
import { createCourse } from '../../course/__tests__/fixtures';
import { type AlipayGateway, startAlipayGateway } from './alipay-gateway';
import { buy } from './helpers';
import { createPaymentApp } from './payment-app';

let gateway: AlipayGateway;
let t: TestApp;
beforeAll(async () => {
  gateway = await startAlipayGateway();
  t = await createPaymentApp(gateway.env);
});
afterAll(async () => {
  await t.close();
  await gateway.close();
});

const notify = (message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/pay/alipay/notify', headers: message.headers, payload: message.body });

/** Every site_payment_* series of one scrape, by its name and labels. */
async function payments(): Promise<Record<string, number>> {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  return Object.fromEntries(text.split('\n').filter((line) => line.startsWith('site_payment_')).map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))]));
}
const grew = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(Object.keys(after).filter((key) => after[key] !== (before[key] ?? 0)).map((key) => [key, after[key] - (before[key] ?? 0)]));

test('orders created and paid, and notifies verified or refused, are counted once each', async () => {
  const user = await createUser(t.database);
  const course = await createCourse(t.database, { price: 6000 });
  const start = await payments();
  const { orderNum } = await buy(t, user.id, course.id);
  const paid = gateway.pay(orderNum);
  expect((await notify(paid)).body).toBe('success');
  // Alipay's retry of the same notify: verified again, but the order is paid once.
  expect((await notify(paid)).body).toBe('success');
  const forged = { ...paid, body: paid.body.replace(/total_amount=[^&]+/, 'total_amount=0.01') };
  expect((await notify(forged)).statusCode).toBe(401);
  expect(grew(start, await payments())).toEqual({
    'site_payment_orders_total{event="created"}': 1,
    'site_payment_orders_total{event="paid"}': 1,
    'site_payment_notifies_total{provider="alipay",result="verified"}': 2,
    'site_payment_notifies_total{provider="alipay",result="refused"}': 1,
  });
});

test('provider errors are counted by provider and kind: refused with the provider’s code, failed without one', async () => {
  const { ProviderError } = await import('../provider');
  const start = await payments();
  void new ProviderError('wechat', 'WeChat Pay refund failed: HTTP 400 NOT_ENOUGH', 'NOT_ENOUGH');
  void new ProviderError('alipay', 'alipay API unreachable: timeout');
  expect(grew(start, await payments())).toEqual({
    'site_payment_provider_errors_total{provider="wechat",kind="refused"}': 1,
    'site_payment_provider_errors_total{provider="alipay",kind="failed"}': 1,
  });
});
