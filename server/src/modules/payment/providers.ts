import type { AppContext } from '../../platform/context';
import { createAlipayProvider } from './alipay/alipay-provider';
import type { PaymentProvider, PaymentProviders } from './provider';
import { createSandboxProvider } from './sandbox-provider';
import { createWechatProvider } from './wechat/wechat-provider';

/**
 * Every provider that is configured: PAYMENT_PROVIDER takes new orders, the others still answer notifications and
 * refunds of the orders they took. The sandbox (whose payer confirms their own payment) exists outside production,
 * and in production only when chosen; with no provider chosen there, nobody takes new orders (`current` is null).
 */
export function createProviders(ctx: AppContext): { current: PaymentProvider | null; all: PaymentProviders } {
  const { config } = ctx;
  const sandbox = config.NODE_ENV !== 'production' || config.PAYMENT_PROVIDER === 'sandbox';
  const all: PaymentProviders = sandbox ? { sandbox: createSandboxProvider(ctx) } : {};
  if (config.payment.wechat) all.wechat = createWechatProvider(config.payment.wechat, config.PUBLIC_URL);
  if (config.payment.alipay) all.alipay = createAlipayProvider(config.payment.alipay, config.PUBLIC_URL);
  if (config.PAYMENT_PROVIDER === 'none') return { current: null, all };
  const current = all[config.PAYMENT_PROVIDER];
  // config.ts refuses to start when the chosen provider lacks settings; this guards the type.
  if (!current) throw new Error(`payment provider ${config.PAYMENT_PROVIDER} is not configured`);
  return { current, all };
}
