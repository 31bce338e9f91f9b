import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import type { PaymentProvider } from './provider';
import { orders } from './tables';

type OrderRow = typeof orders.$inferSelect;

/**
 * The QR content of an order: asked of the provider once and kept, so buying again shows the same
 * QR (WeChat refuses a second prepay of one order number with other details, e.g. a renamed course).
 */
export async function codeUrlFor(db: DbOrTx, provider: PaymentProvider, order: OrderRow, courseTitle: string): Promise<string> {
  if (order.codeUrl) return order.codeUrl;
  const codeUrl = await provider.createPayment({ orderNum: order.orderNum, amount: order.amount, courseTitle, expiresAt: order.expiresAt });
  // The provider that made the QR is the one that will take (and refund) the money.
  await db.update(orders).set({ codeUrl, provider: provider.name }).where(eq(orders.id, order.id));
  return codeUrl;
}
