import { fenOf } from '../alipay/alipay-sign';
import type { BillRecord } from '../provider';

/**
 * WeChat Pay's trade bill (tradebill, bill_type ALL): a CSV whose first line names the columns, whose
 * record lines start every field with a backtick (so spreadsheets keep long numbers), and which ends with
 * a summary (总交易单数,...). Payment lines have 交易状态 SUCCESS; refund lines REFUND with the refund's
 * number and amount. Amounts are yuan with two decimals.
 */
export function parseWechatTradeBill(text: string): BillRecord[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((name) => name.trim());
  const column = (name: string) => header.indexOf(name);
  const at = { orderNum: column('商户订单号'), ref: column('微信订单号'), state: column('交易状态'), amount: column('订单金额'), refundNo: column('商户退款单号'), refund: column('退款金额') };
  if (Object.values(at).some((index) => index < 0)) throw new Error('WeChat trade bill without the documented columns');
  const records: BillRecord[] = [];
  for (const line of lines.slice(1)) {
    if (!line.startsWith('`')) break;
    const fields = line.split(',').map((field) => field.replace(/^`/, '').trim());
    const field = (index: number) => fields[index] ?? '';
    const state = field(at.state);
    if (state === 'SUCCESS') {
      const amountFen = fenOf(field(at.amount));
      if (amountFen !== null) records.push({ kind: 'payment', orderNum: field(at.orderNum), providerRef: field(at.ref), amountFen, refundNo: null });
    } else if (state === 'REFUND') {
      const amountFen = fenOf(field(at.refund));
      if (amountFen !== null) records.push({ kind: 'refund', orderNum: field(at.orderNum), providerRef: field(at.ref), amountFen, refundNo: field(at.refundNo) });
    }
  }
  return records;
}
