import type { FastifyPluginAsync } from 'fastify';
import { schedulePurge } from '../../platform/housekeeping';
import { API_PREFIX } from '../api-prefix';
import { paymentAdminRoutes } from './admin-routes';
import type { PaymentEvents, PaymentProvider, PaymentProviders } from './provider';
import { createProviders } from './providers';
import { dailyReconciliation } from './reconcile-day';
import { sweepPayments } from './reconcile-service';
import { recordDiscrepancy } from './discrepancy-service';
import { settleRefund } from './refund-service';
import { paymentRoutes } from './routes';
import { confirmPayment } from './service';
import { named } from '../../platform/plugin-name';

declare module '../../platform/context' {
  interface AppContext {
    /** The provider that takes new orders (PAYMENT_PROVIDER); null when none is enabled. */
    payment: PaymentProvider | null;
    /** Every configured provider, for the orders each one took. */
    paymentProviders: PaymentProviders;
  }
}

const SWEEP_EVERY_MS = 60_000;

/** The payment module: purchase calls under API_PREFIX, admin refunds, and each provider's own pages at the root. */
const paymentModule: FastifyPluginAsync = async (app) => {
  const { current, all } = createProviders(app.ctx);
  if (!current) {
    app.log.warn('payments are not enabled: PAYMENT_PROVIDER is not set in production, so course purchases answer "支付未开通". Set PAYMENT_PROVIDER=wechat or alipay with their settings (or sandbox for a demo where payers confirm their own payment).');
  } else if (current.name === 'sandbox' && app.ctx.config.NODE_ENV === 'production') {
    app.log.warn('PAYMENT_PROVIDER=sandbox in production: buyers confirm their own payments, no money moves. Use it for demos only.');
  }
  app.ctx.payment = current;
  app.ctx.paymentProviders = all;
  const { db } = app.ctx;
  const events: PaymentEvents = {
    paid: (orderNum, amountFen, providerRef, options) => confirmPayment(db, orderNum, amountFen, providerRef, options),
    refundSettled: (orderNum, refundNo, state) => settleRefund(db, orderNum, refundNo, state),
    unknownRefund: async (report) => {
      app.log.warn({ provider: report.provider, orderNum: report.orderNum, refundNo: report.refundNo }, 'refund under an unknown refund number (started in the merchant console?) kept for the admin');
      await recordDiscrepancy(db, { ...report, kind: 'unknown-refund', detail: '支付渠道通知了一笔本站未发起的退款（可能在商户后台操作），订单状态未改变' });
    },
  };
  await app.register(named(paymentRoutes(current, all), 'paymentRoutes'), { prefix: API_PREFIX });
  await app.register(named(paymentAdminRoutes(all), 'paymentAdminRoutes'), { prefix: API_PREFIX });
  for (const [name, provider] of Object.entries(all)) await app.register(named(provider.routes(events), `${name}Routes`));
  schedulePurge(app, 'payments', () => sweepPayments(db, all, app.log, app.ctx.clock.now()), SWEEP_EVERY_MS);
  // Yesterday's bills, hourly until every provider has made its bill (WeChat's is ready after 10:00 Beijing time).
  schedulePurge(app, 'reconciliation', dailyReconciliation(db, all, () => app.ctx.clock.now(), app.log));
};

export default paymentModule;
