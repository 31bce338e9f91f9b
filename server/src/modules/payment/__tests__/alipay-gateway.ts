import crypto from 'node:crypto';
import { makeAlipayCerts } from './alipay-certs';
import { type GatewayAnswer, rsaPair, startGateway, writeFiles } from './local-gateway';

export const APP_ID = '2021000122600000';
/** The merchant's PID, named seller_id in notifies. */
export const SELLER_ID = '2088102177649450';

type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';

interface Trade {
  out_trade_no: string;
  total_amount: string;
  subject: string;
  timeout_express: string;
  notify_url: string;
  qr_code: string;
  /** Null until someone scans the QR: before that Alipay knows no trade. */
  status: TradeStatus | null;
  trade_no: string;
}

interface Refund {
  out_trade_no: string;
  out_request_no: string;
  refund_amount: string;
}

/**
 * What the double does with the next refund. `unknown`: 20000 service unavailable; `system-error`: 40004
 * ACQ.SYSTEM_ERROR ("call again with the same parameters"); `lost`: the refund is made but the answer is
 * ACQ.SYSTEM_ERROR, as when Alipay's side fails after moving the money.
 */
export type AlipayRefundMode = 'success' | 'refuse' | 'unknown' | 'system-error' | 'lost';

/** Alipay's signing content, written here independently: sorted non-empty pairs without the excluded keys. */
function content(params: Record<string, string>, exclude: string[]): string {
  return Object.entries(params)
    .filter(([key, value]) => !exclude.includes(key) && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/**
 * The Alipay open-platform gateway on loopback: checks each request's RSA2 signature with the
 * application's public key, answers `{"<method>_response":{...},"sign":"..."}` signed with Alipay's
 * key over the exact JSON text, and builds signed trade_status_sync notifications. With `cert`
 * (公钥证书模式) the configuration is the three certificates; requests must name the application and
 * root certificate SNs, and answers name the Alipay certificate (`alipay_cert_sn`) beside the sign.
 * Trade bills (alipay.data.dataservice.bill.downloadurl.query) are served as zips from `bills`.
 */
export async function startAlipayGateway(options: { cert?: boolean } = {}) {
  const app = rsaPair();
  const alipay = rsaPair();
  const certs = options.cert ? makeAlipayCerts(app.privateKey, alipay.privateKey) : null;
  const trades = new Map<string, Trade>();
  const refunds = new Map<string, Refund>();
  const state = {
    refundMode: 'success' as AlipayRefundMode,
    signAnswersWith: alipay.privateKey,
    queryFails: false,
    /** Certificate mode: the alipay_cert_sn answers name. */
    answerCertSn: certs?.alipayCertSn ?? '',
  };
  /** Trade bills by day (bill_date), as zip bytes; a day without one answers isp.bill_not_exist. */
  const bills = new Map<string, Buffer>();
  const sign = (text: string, key: crypto.KeyObject = alipay.privateKey) => crypto.sign('RSA-SHA256', Buffer.from(text, 'utf8'), key).toString('base64');

  const reply = (method: string, payload: object): GatewayAnswer => {
    const json = JSON.stringify(payload);
    const certSn = certs ? `,"alipay_cert_sn":"${state.answerCertSn}"` : '';
    return {
      status: 200,
      headers: { 'Content-Type': 'text/html;charset=utf-8' },
      body: `{"${method.replace(/\./g, '_')}_response":${json}${certSn},"sign":"${sign(json, state.signAnswersWith)}"}`,
    };
  };
  const failure = (method: string, subCode: string, subMsg: string, code = '40004') =>
    reply(method, { code, msg: code === '40004' ? 'Business Failed' : 'Service Currently Unavailable', sub_code: subCode, sub_msg: subMsg });

  const gateway = await startGateway((request) => {
    if (request.method === 'GET' && request.url.startsWith('/downloadFile')) {
      // Unsigned, like Alipay's bill download address (valid for 30 seconds there).
      const bill = bills.get(new URL(request.url, gateway.url).searchParams.get('bizDates') ?? '');
      return bill ? { status: 200, headers: { 'Content-Type': 'application/oct-stream' }, body: bill } : { status: 404, body: '下载超时，请重新下载' };
    }
    const params = Object.fromEntries(new URLSearchParams(request.body));
    const method = params.method ?? '';
    const valid = crypto.verify('RSA-SHA256', Buffer.from(content(params, ['sign']), 'utf8'), app.publicKey, Buffer.from(params.sign ?? '', 'base64'));
    if (!valid || params.sign_type !== 'RSA2') return failure(method, 'isv.invalid-signature', '验签出错', '40002');
    if (params.app_id !== APP_ID || params.charset !== 'utf-8' || params.version !== '1.0' || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(params.timestamp ?? '')) {
      return failure(method, 'isv.invalid-parameter', '参数无效', '40002');
    }
    if (certs && (params.app_cert_sn !== certs.appCertSn || params.alipay_root_cert_sn !== certs.alipayRootCertSn)) {
      return failure(method, 'isv.cert-sn-invalid', '应用公钥证书序列号或支付宝根证书序列号不正确', '40002');
    }
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const trade = trades.get(biz.out_trade_no ?? '');
    switch (method) {
      case 'alipay.trade.precreate': {
        const made: Trade = trade ?? {
          out_trade_no: biz.out_trade_no ?? '',
          total_amount: biz.total_amount ?? '',
          subject: biz.subject ?? '',
          timeout_express: biz.timeout_express ?? '',
          notify_url: params.notify_url ?? '',
          qr_code: `https://qr.alipay.com/bax0${crypto.randomBytes(8).toString('hex')}`,
          status: null,
          trade_no: `2026112322001${crypto.randomInt(1e9)}`,
        };
        trades.set(made.out_trade_no, made);
        return reply(method, { code: '10000', msg: 'Success', out_trade_no: made.out_trade_no, qr_code: made.qr_code });
      }
      case 'alipay.trade.query':
        if (!trade?.status) return failure(method, 'ACQ.TRADE_NOT_EXIST', '交易不存在');
        return reply(method, { code: '10000', msg: 'Success', trade_no: trade.trade_no, out_trade_no: trade.out_trade_no, trade_status: trade.status, total_amount: trade.total_amount });
      case 'alipay.trade.close':
        if (!trade?.status) return failure(method, 'ACQ.TRADE_NOT_EXIST', '交易不存在');
        if (trade.status !== 'WAIT_BUYER_PAY') return failure(method, 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        trade.status = 'TRADE_CLOSED';
        return reply(method, { code: '10000', msg: 'Success', trade_no: trade.trade_no, out_trade_no: trade.out_trade_no });
      case 'alipay.trade.refund': {
        // The same out_request_no is the same refund: answered again with fund_change N, nothing more refunded.
        const same = refunds.get(biz.out_request_no ?? '');
        if (same && trade) {
          return reply(method, { code: '10000', msg: 'Success', trade_no: trade.trade_no, out_trade_no: trade.out_trade_no, fund_change: 'N', refund_fee: same.refund_amount });
        }
        if (trade?.status !== 'TRADE_SUCCESS') return failure(method, 'ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        if (state.refundMode === 'system-error') return failure(method, 'ACQ.SYSTEM_ERROR', '系统错误');
        if (state.refundMode === 'refuse') return failure(method, 'ACQ.SELLER_BALANCE_NOT_ENOUGH', '卖家余额不足');
        if (state.refundMode === 'unknown') return failure(method, 'ACQ.SYSTEM_ERROR', '系统错误', '20000');
        refunds.set(biz.out_request_no ?? '', { out_trade_no: trade.out_trade_no, out_request_no: biz.out_request_no ?? '', refund_amount: biz.refund_amount ?? '' });
        trade.status = 'TRADE_CLOSED';
        if (state.refundMode === 'lost') return failure(method, 'ACQ.SYSTEM_ERROR', '系统错误');
        return reply(method, { code: '10000', msg: 'Success', trade_no: trade.trade_no, out_trade_no: trade.out_trade_no, fund_change: 'Y', refund_fee: biz.refund_amount });
      }
      case 'alipay.trade.fastpay.refund.query': {
        if (state.queryFails) return failure(method, 'ACQ.SYSTEM_ERROR', '系统错误');
        const refund = refunds.get(biz.out_request_no ?? '');
        if (!refund) return reply(method, { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no });
        return reply(method, { code: '10000', msg: 'Success', trade_no: trade?.trade_no, out_trade_no: refund.out_trade_no, out_request_no: refund.out_request_no, refund_amount: refund.refund_amount, total_amount: trade?.total_amount, refund_status: 'REFUND_SUCCESS' });
      }
      case 'alipay.data.dataservice.bill.downloadurl.query': {
        if (biz.bill_type !== 'trade' || !/^\d{4}-\d\d-\d\d$/.test(biz.bill_date ?? '')) return failure(method, 'isv.invalid-parameter', '参数不合法', '40002');
        if (!bills.has(biz.bill_date ?? '')) return failure(method, 'isp.bill_not_exist', '账单不存在');
        const query = new URLSearchParams({ userId: `${SELLER_ID}0156`, fileType: 'csv.zip', bizDates: biz.bill_date ?? '', downloadFileName: `${SELLER_ID}0156_${(biz.bill_date ?? '').replace(/-/g, '')}.csv.zip`, bizType: 'trade', token: crypto.randomBytes(8).toString('hex') });
        return reply(method, { code: '10000', msg: 'Success', bill_download_url: `${gateway.url}/downloadFile.do?${query.toString()}` });
      }
      default:
        return failure(method, 'isv.invalid-method', '不存在的方法名', '40002');
    }
  });

  /** A form-encoded trade_status_sync notification, as Alipay POSTs it. */
  const notification = (fields: Record<string, string>, options: { signWith?: crypto.KeyObject } = {}) => {
    const params: Record<string, string> = {
      notify_time: '2026-11-23 20:01:02',
      notify_type: 'trade_status_sync',
      notify_id: crypto.randomBytes(16).toString('hex'),
      app_id: APP_ID,
      charset: 'utf-8',
      version: '1.0',
      sign_type: 'RSA2',
      buyer_id: '2088102177846880',
      seller_id: SELLER_ID,
      ...fields,
    };
    params.sign = sign(content(params, ['sign', 'sign_type']), options.signWith);
    return { headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body: new URLSearchParams(params).toString() };
  };

  const keys = writeFiles({
    // As Alipay's key tool writes them: bare base64, the application key in PKCS#1.
    'app_private_key.txt': app.privateKey.export({ type: 'pkcs1', format: 'der' }).toString('base64'),
    'alipay_public_key.txt': alipay.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  });

  const verifying: Record<string, string> = certs
    ? { ALIPAY_APP_CERT_FILE: certs.appCert, ALIPAY_PUBLIC_CERT_FILE: certs.alipayCert, ALIPAY_ROOT_CERT_FILE: certs.rootCert }
    : { ALIPAY_PUBLIC_KEY_FILE: keys.paths['alipay_public_key.txt'] ?? '' };

  return {
    ...gateway,
    app,
    alipay,
    certs,
    trades,
    refunds,
    bills,
    state,
    env: {
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID: APP_ID,
      ALIPAY_PRIVATE_KEY_FILE: keys.paths['app_private_key.txt'] ?? '',
      ...verifying,
      ALIPAY_GATEWAY_URL: `${gateway.url}/gateway.do`,
      ALIPAY_SELLER_ID: SELLER_ID,
    } as Record<string, string>,
    /** The payer scans and pays; answers the TRADE_SUCCESS notification. */
    pay(orderNum: string, overrides: Record<string, string> = {}, options: { signWith?: crypto.KeyObject } = {}) {
      const trade = trades.get(orderNum);
      if (!trade) throw new Error(`no trade ${orderNum} at the gateway`);
      trade.status = 'TRADE_SUCCESS';
      return notification(
        {
          trade_no: trade.trade_no,
          out_trade_no: orderNum,
          trade_status: 'TRADE_SUCCESS',
          total_amount: trade.total_amount,
          receipt_amount: trade.total_amount,
          buyer_pay_amount: trade.total_amount,
          subject: trade.subject,
          gmt_create: '2026-11-23 20:00:40',
          gmt_payment: '2026-11-23 20:01:01',
          ...overrides,
        },
        options,
      );
    },
    /**
     * A refund made in the merchant console (a request number the site never made): a full one closes
     * the trade, a partial one leaves it TRADE_SUCCESS; answers the notification, which carries refund_fee.
     */
    consoleRefund(orderNum: string, refundAmount: string) {
      const trade = trades.get(orderNum);
      if (!trade) throw new Error(`no trade ${orderNum} at the gateway`);
      const requestNo = `HZ01RF${crypto.randomInt(1e6)}`;
      refunds.set(requestNo, { out_trade_no: orderNum, out_request_no: requestNo, refund_amount: refundAmount });
      const full = refundAmount === trade.total_amount;
      if (full) trade.status = 'TRADE_CLOSED';
      return {
        requestNo,
        message: notification({
          trade_no: trade.trade_no,
          out_trade_no: orderNum,
          out_biz_no: requestNo,
          trade_status: full ? 'TRADE_CLOSED' : 'TRADE_SUCCESS',
          total_amount: trade.total_amount,
          refund_fee: refundAmount,
          gmt_refund: '2026-11-23 21:00:00.123',
        }),
      };
    },
    /** The full refund's notification: the trade is closed with refund_fee and our refund number. */
    refundNotification(refundNo: string, overrides: Record<string, string> = {}, options: { signWith?: crypto.KeyObject } = {}) {
      const refund = refunds.get(refundNo);
      const trade = trades.get(refund?.out_trade_no ?? '');
      if (!refund || !trade) throw new Error(`no refund ${refundNo} at the gateway`);
      return notification(
        {
          trade_no: trade.trade_no,
          out_trade_no: trade.out_trade_no,
          out_biz_no: refundNo,
          trade_status: 'TRADE_CLOSED',
          total_amount: trade.total_amount,
          refund_fee: refund.refund_amount,
          gmt_refund: '2026-11-23 21:00:00.123',
          gmt_close: '2026-11-23 21:00:00',
          ...overrides,
        },
        options,
      );
    },
  };
}

export type AlipayGateway = Awaited<ReturnType<typeof startAlipayGateway>>;
