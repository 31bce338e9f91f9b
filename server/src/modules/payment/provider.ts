import type { FastifyPluginAsync } from 'fastify';
import { countProviderError } from '../../platform/metrics';

export type ProviderName = 'sandbox' | 'wechat' | 'alipay';

/** What a provider needs to ask for a payment: the order as fixed when it was made. */
export interface PayableOrder {
  orderNum: string;
  amount: number;
  courseTitle: string;
  expiresAt: Date;
}

export type ConfirmOutcome = 'paid' | 'already-paid' | 'expired' | 'amount-mismatch' | 'not-found' | 'not-payable';

/** What the provider says about one of our orders when asked. */
export type PaymentState =
  | { state: 'paid'; amountFen: number; providerRef: string }
  /** Not paid yet (or not even scanned): it may still be paid until it expires. */
  | { state: 'unpaid' }
  /** Closed or revoked at the provider: it can no longer be paid. */
  | { state: 'closed' };

export interface RefundRequest {
  orderNum: string;
  refundNo: string;
  /** Full refund: the amount paid, in fen. */
  amountFen: number;
  reason: string;
}

/**
 * A refund's state at the provider; `processing` waits for the notify (or the sweep's query). An outcome the
 * provider leaves unknown (timeout, system error, an answer we cannot verify) is never a state: it is thrown
 * as ProviderError, and the refund is asked about again.
 */
export type RefundState =
  /** amountFen: what the provider says it refunded, checked against the order when given. */
  | { state: 'refunded'; refundRef: string; amountFen?: number }
  | { state: 'processing'; refundRef: string | null }
  /**
   * Refused or given up by the provider. `renew`: the provider closed this refund number for good, so a
   * retry needs a new one; otherwise a retry resubmits the same number (both providers' rule).
   */
  | { state: 'failed'; reason: string; renew?: boolean }
  /** The provider holds no refund under this number (it never accepted it): resubmit with the same number. */
  | { state: 'absent' };

export type RefundOutcome = 'refunded' | 'refund-fail' | 'unchanged' | 'not-found' | 'amount-mismatch';

/**
 * What the provider's notify routes may report. Only these mark orders paid or refunded; each is
 * idempotent, so repeated and concurrent notifications change the order once.
 */
export interface PaymentEvents {
  /**
   * A payment the provider vouches for. `late` accepts it even after our 15 minutes: the provider
   * enforced the expiry it was given, so money it reports as taken must buy the course.
   */
  paid(orderNum: string, amountFen: number, providerRef: string, options?: { late?: boolean }): Promise<ConfirmOutcome>;
  refundSettled(orderNum: string, refundNo: string, state: RefundState): Promise<RefundOutcome>;
  /**
   * A refund the provider vouches for under a refund number we never made (started in its merchant
   * console): kept for the admin, the order left as it is.
   */
  unknownRefund(report: { provider: ProviderName; orderNum: string; refundNo: string; amountFen: number | null; providerRef: string | null }): Promise<void>;
}

/**
 * A payment provider. createPayment answers what the QR code encodes; routes are the provider's
 * notify (or payer) pages, registered at the root. Failures of the provider's API are thrown as
 * ProviderError; a thrown refund leaves the order `refunding` until a notify or query settles it.
 */
export interface PaymentProvider {
  name: ProviderName;
  /** Shown to admins in messages (e.g. "微信支付"). */
  label: string;
  createPayment(order: PayableOrder): Promise<string>;
  /** Asks the provider about an order whose notify may have been lost. */
  queryPayment?(orderNum: string): Promise<PaymentState>;
  /** Makes an expired order unpayable at the provider (idempotent). */
  closePayment?(orderNum: string): Promise<void>;
  refund(request: RefundRequest): Promise<RefundState>;
  queryRefund?(orderNum: string, refundNo: string): Promise<RefundState>;
  /** The day's trade bill (Beijing day, YYYY-MM-DD); null while the provider has not made it yet. */
  tradeBill?(day: string): Promise<BillRecord[] | null>;
  routes(events: PaymentEvents): FastifyPluginAsync;
}

/** One line of a provider's trade bill: a payment, or a refund, as the provider settled it. */
export interface BillRecord {
  kind: 'payment' | 'refund';
  orderNum: string;
  providerRef: string;
  /** The payment's amount, or the refund's, in fen. */
  amountFen: number;
  /** Our refund number, for a refund line. */
  refundNo: string | null;
}

/** The provider's API failed or answered something we cannot trust; the message never holds secrets. */
export class ProviderError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
    /** The provider's own error code when it gave one (e.g. ORDER_NOT_EXIST, ACQ.TRADE_NOT_EXIST). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ProviderError';
    // Counted where it is made: every provider failure passes here, whichever service catches it.
    countProviderError(provider, code === undefined ? 'failed' : 'refused');
  }
}

/** Every configured provider by name: orders are refunded and queried through the one that took them. */
export type PaymentProviders = Partial<Record<ProviderName, PaymentProvider>>;

/** The little of a logger that payment services need (request.log or app.log). */
export interface WarnLog {
  warn(details: object, message: string): void;
}
