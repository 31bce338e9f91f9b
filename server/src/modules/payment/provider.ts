import type { FastifyPluginAsync } from 'fastify';

/** What a provider needs to ask for a payment: the order as fixed when it was made. */
export interface PayableOrder {
  orderNum: string;
  amount: number;
  courseTitle: string;
  expiresAt: Date;
}

export type ConfirmOutcome = 'paid' | 'already-paid' | 'expired' | 'amount-mismatch' | 'not-found' | 'not-payable';

/**
 * Marks an order paid when the provider says it was (idempotent; see service.confirmPayment).
 * Providers call it from their callback or confirmation page; nothing else marks orders paid.
 */
export type ConfirmPayment = (orderNum: string, amountFen: number, providerRef: string) => Promise<ConfirmOutcome>;

/**
 * A payment provider (sandbox today; WeChat Pay / Alipay native QR later). createPayment answers the
 * URL the QR code encodes; routes are the provider's own callback or payer pages, registered at the root.
 */
export interface PaymentProvider {
  name: string;
  createPayment(order: PayableOrder): Promise<string>;
  routes(confirm: ConfirmPayment): FastifyPluginAsync;
}
