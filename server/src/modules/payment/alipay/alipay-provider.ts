import type { AlipaySettings } from '../../../platform/payment-config';
import type { PaymentProvider, PaymentState, RefundState } from '../provider';
import { ProviderError } from '../provider';
import { truncate } from '../provider-http';
import { BILL_ZIP_MAX_BYTES, alipayTradeBillFromZip } from './alipay-bill';
import { alipayCall, alipayDownload, alipayFailure, alipayVerdict } from './alipay-client';
import { ALIPAY_NOTIFY_PATH, alipayNotifyRoutes } from './alipay-notify';
import { fenOf, yuan } from './alipay-sign';

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * Alipay face-to-face payment: alipay.trade.precreate gives the qr_code; Alipay notifies payments
 * and full refunds (trade closed with refund_fee) at the same notify URL.
 */
export function createAlipayProvider(settings: AlipaySettings, publicUrl: string): PaymentProvider {
  const notifyUrl = `${publicUrl.replace(/\/$/, '')}${ALIPAY_NOTIFY_PATH}`;

  /**
   * alipay.trade.fastpay.refund.query: an answer with the refund (refund_status REFUND_SUCCESS, or none in
   * older answers) is a done refund; a successful answer without it means Alipay never accepted the number,
   * which is retried with that same number.
   */
  const refundState = async (orderNum: string, refundNo: string): Promise<RefundState> => {
    const answer = await alipayCall(settings, 'alipay.trade.fastpay.refund.query', { out_trade_no: orderNum, out_request_no: refundNo });
    const verdict = alipayVerdict(answer);
    if (verdict === 'refused' && answer.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'failed', reason: '支付宝未找到该交易' };
    if (verdict !== 'done') throw alipayFailure(answer, 'refund query');
    const amount = fenOf(str(answer.data.refund_amount));
    if (amount === null) return { state: 'absent' };
    const status = str(answer.data.refund_status);
    if (status === undefined || status === 'REFUND_SUCCESS') return { state: 'refunded', refundRef: str(answer.data.trade_no) ?? '', amountFen: amount };
    return { state: 'processing', refundRef: null };
  };

  return {
    name: 'alipay',
    label: '支付宝',

    async createPayment(order) {
      // Whole minutes only, counted from this call: 15m for a new order (a late second is still honoured, see events.paid).
      const minutes = Math.max(1, Math.round((order.expiresAt.getTime() - Date.now()) / 60_000));
      const answer = await alipayCall(
        settings,
        'alipay.trade.precreate',
        { out_trade_no: order.orderNum, total_amount: yuan(order.amount), subject: truncate(order.courseTitle, 256), timeout_express: `${minutes}m` },
        { notify_url: notifyUrl },
      );
      if (answer.code !== '10000') throw alipayFailure(answer, 'precreate');
      const qrCode = str(answer.data.qr_code);
      if (!qrCode || str(answer.data.out_trade_no) !== order.orderNum) throw new ProviderError('alipay', 'Alipay precreate answered no qr_code for this order');
      return qrCode;
    },

    async queryPayment(orderNum): Promise<PaymentState> {
      const answer = await alipayCall(settings, 'alipay.trade.query', { out_trade_no: orderNum });
      // A precreated trade exists at Alipay only once someone scans it.
      if (answer.code === '40004' && answer.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'unpaid' };
      if (answer.code !== '10000') throw alipayFailure(answer, 'trade query');
      if (str(answer.data.out_trade_no) !== orderNum) throw new ProviderError('alipay', 'Alipay trade query answered another order');
      const status = str(answer.data.trade_status);
      const amount = fenOf(str(answer.data.total_amount));
      const tradeNo = str(answer.data.trade_no);
      if ((status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') && amount !== null && tradeNo) return { state: 'paid', amountFen: amount, providerRef: tradeNo };
      if (status === 'WAIT_BUYER_PAY') return { state: 'unpaid' };
      return { state: 'closed' };
    },

    async closePayment(orderNum) {
      const answer = await alipayCall(settings, 'alipay.trade.close', { out_trade_no: orderNum });
      if (answer.code === '10000' || answer.subCode === 'ACQ.TRADE_NOT_EXIST') return;
      throw alipayFailure(answer, 'close');
    },

    async refund(request): Promise<RefundState> {
      const answer = await alipayCall(settings, 'alipay.trade.refund', {
        out_trade_no: request.orderNum,
        refund_amount: yuan(request.amountFen),
        out_request_no: request.refundNo,
        refund_reason: truncate(request.reason, 80),
      });
      const verdict = alipayVerdict(answer);
      // A refusal (balance, trade state...) is retried later with this same number; an unknown outcome
      // (system error) is thrown: the sweep queries it and resubmits the same number if Alipay has none.
      if (verdict === 'refused') return { state: 'failed', reason: `支付宝拒绝退款：${truncate(answer.message || answer.subCode || '', 150)}` };
      if (verdict === 'unknown') throw alipayFailure(answer, 'refund');
      // fund_change=Y is a completed refund; otherwise Alipay's rule is to confirm with the refund query.
      if (str(answer.data.fund_change) === 'Y') {
        return { state: 'refunded', refundRef: str(answer.data.trade_no) ?? '', amountFen: fenOf(str(answer.data.refund_fee)) ?? undefined };
      }
      return refundState(request.orderNum, request.refundNo);
    },

    queryRefund: refundState,

    async tradeBill(day) {
      const answer = await alipayCall(settings, 'alipay.data.dataservice.bill.downloadurl.query', { bill_type: 'trade', bill_date: day });
      // The day's bill is made the next day (Alipay advises downloading after 10:00 Beijing time).
      if (answer.subCode === 'isp.bill_not_exist') return null;
      if (answer.code !== '10000') throw alipayFailure(answer, 'bill download address');
      const url = str(answer.data.bill_download_url);
      if (!url) throw new ProviderError('alipay', 'Alipay bill answer has no bill_download_url');
      const zip = await alipayDownload(url, BILL_ZIP_MAX_BYTES);
      try {
        return alipayTradeBillFromZip(zip);
      } catch (error) {
        throw new ProviderError('alipay', error instanceof Error ? error.message : 'trade bill unreadable');
      }
    },

    routes: (events) => alipayNotifyRoutes(settings, events),
  };
}
