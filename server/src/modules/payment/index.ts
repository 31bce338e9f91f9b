import type { FastifyPluginAsync } from 'fastify';
import { API_PREFIX } from '../api-prefix';
import type { PaymentProvider } from './provider';
import { paymentRoutes } from './routes';
import { createSandboxProvider } from './sandbox-provider';
import { confirmPayment } from './service';

declare module '../../platform/context' {
  interface AppContext {
    /** The configured payment provider (PAYMENT_PROVIDER). */
    payment: PaymentProvider;
  }
}

/** The payment module: purchase calls under API_PREFIX, and the provider's own pages at the root. */
const paymentModule: FastifyPluginAsync = async (app) => {
  const provider = createSandboxProvider(app.ctx);
  app.ctx.payment = provider;
  await app.register(paymentRoutes(provider), { prefix: API_PREFIX });
  await app.register(provider.routes((orderNum, amountFen, providerRef) => confirmPayment(app.ctx.db, orderNum, amountFen, providerRef)));
};

export default paymentModule;
