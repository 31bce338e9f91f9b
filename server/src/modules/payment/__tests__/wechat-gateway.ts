import crypto from 'node:crypto';
import { type GatewayAnswer, type RecordedRequest, pem, rsaPair, startGateway, writeFiles } from './local-gateway';

export const MCHID = '1900000109';
export const APPID = 'wxd678efh567hg6787';
export const MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
export const PLATFORM_SERIAL = 'PUB_KEY_ID_0119000001092023110600000001';

interface GatewayOrder {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  time_expire: string;
  notify_url: string;
  amount: { total: number; currency: string };
  code_url: string;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transaction_id?: string;
  success_time?: string;
}

interface GatewayRefund {
  out_trade_no: string;
  out_refund_no: string;
  refund_id: string;
  notify_url: string;
  status: 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  amount: { refund: number; total: number; currency: string };
}

/**
 * What the WeChat Pay double does with the next refund request. `lost`: the refund is made (PROCESSING)
 * but the answer is a 500, as when the connection breaks after WeChat accepted it.
 */
export type RefundMode = 'processing' | 'success' | 'refuse' | 'server-error' | 'lost';

/**
 * WeChat Pay API v3 as documented, on loopback: it checks our Authorization signature with the
 * merchant's public key, answers signed with the platform key (public-key mode, PUB_KEY_ID serial),
 * and builds signed, AES-256-GCM-encrypted notifications. Written independently of the product code.
 */
export async function startWechatGateway() {
  const merchant = rsaPair();
  const platform = rsaPair();
  const apiV3Key = crypto.randomBytes(16).toString('hex');
  const orders = new Map<string, GatewayOrder>();
  const refunds = new Map<string, GatewayRefund>();
  const state = {
    refundMode: 'processing' as RefundMode,
    signAnswersWith: platform.privateKey,
    /** The Wechatpay-Serial named in answers (a rotation names another key). */
    answerSerial: PLATFORM_SERIAL,
    /** Error answers without Wechatpay-* headers (as a proxy or a broken answer would send). */
    unsignedErrors: false,
    /** Trade bills by day (bill_date), as CSV text; a day without one answers NO_STATEMENT_EXIST. */
    bills: new Map<string, string>(),
  };

  const sign = (key: crypto.KeyObject, message: string) => crypto.sign('RSA-SHA256', Buffer.from(message), key).toString('base64');
  const signedHeaders = (body: string, key: crypto.KeyObject = platform.privateKey, timestamp = Math.floor(Date.now() / 1000), serial = PLATFORM_SERIAL) => {
    const nonce = crypto.randomBytes(16).toString('hex');
    return {
      'Wechatpay-Timestamp': String(timestamp),
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Serial': serial,
      'Wechatpay-Signature': sign(key, `${timestamp}\n${nonce}\n${body}\n`),
      'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
    };
  };
  const answer = (status: number, payload?: object): GatewayAnswer => {
    const body = payload ? JSON.stringify(payload) : '';
    if (status >= 400 && state.unsignedErrors) return { status, body, headers: { 'Content-Type': 'application/json' } };
    return { status, body, headers: { 'Content-Type': 'application/json', ...signedHeaders(body, state.signAnswersWith, undefined, state.answerSerial) } };
  };
  const error = (status: number, code: string, message: string) => answer(status, { code, message });

  /** The documented Authorization check: scheme, mchid, serial, fresh timestamp, RSA-SHA256 over the request line. */
  const authorizationProblem = (request: RecordedRequest): string | null => {
    const header = String(request.headers.authorization ?? '');
    if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return 'scheme';
    const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    if (fields.mchid !== MCHID) return 'mchid';
    if (fields.serial_no !== MERCHANT_SERIAL) return 'serial_no';
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return 'timestamp';
    const message = `${request.method}\n${request.url}\n${fields.timestamp}\n${fields.nonce_str}\n${request.body}\n`;
    const valid = crypto.verify('RSA-SHA256', Buffer.from(message), merchant.publicKey, Buffer.from(fields.signature ?? '', 'base64'));
    return valid ? null : 'signature';
  };

  const transaction = (order: GatewayOrder) => ({
    appid: order.appid,
    mchid: order.mchid,
    out_trade_no: order.out_trade_no,
    transaction_id: order.transaction_id,
    trade_type: 'NATIVE',
    trade_state: order.trade_state,
    trade_state_desc: order.trade_state,
    success_time: order.success_time,
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: order.amount.total, payer_total: order.amount.total, currency: 'CNY', payer_currency: 'CNY' },
  });
  const refundAnswer = (refund: GatewayRefund) => ({
    refund_id: refund.refund_id,
    out_refund_no: refund.out_refund_no,
    transaction_id: orders.get(refund.out_trade_no)?.transaction_id,
    out_trade_no: refund.out_trade_no,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    status: refund.status,
    create_time: new Date().toISOString(),
    amount: { ...refund.amount, payer_total: refund.amount.total, payer_refund: refund.amount.refund },
  });

  const gateway = await startGateway((request) => {
    const problem = authorizationProblem(request);
    if (problem) return error(401, 'SIGN_ERROR', `签名错误（${problem}）`);
    const url = new URL(request.url, 'http://gateway');
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (request.method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      const input = body as unknown as GatewayOrder;
      // The documented limit is string(127) in UTF-8 bytes.
      if (Buffer.byteLength(input.description ?? '', 'utf8') > 127) return error(400, 'PARAM_ERROR', '参数错误：description 超过长度限制');
      const existing = orders.get(input.out_trade_no);
      if (existing) return answer(200, { code_url: existing.code_url });
      const order: GatewayOrder = { ...input, code_url: `weixin://wxpay/bizpayurl?pr=${crypto.randomBytes(5).toString('hex')}`, trade_state: 'NOTPAY' };
      orders.set(order.out_trade_no, order);
      return answer(200, { code_url: order.code_url });
    }
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(url.pathname);
    if (request.method === 'POST' && close) {
      const order = orders.get(decodeURIComponent(close[1] ?? ''));
      if (!order) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
      if (order.trade_state === 'SUCCESS') return error(400, 'ORDERPAID', '订单已支付');
      order.trade_state = 'CLOSED';
      return answer(204);
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && query) {
      if (url.searchParams.get('mchid') !== MCHID) return error(400, 'PARAM_ERROR', 'mchid');
      const order = orders.get(decodeURIComponent(query[1] ?? ''));
      return order ? answer(200, transaction(order)) : error(404, 'ORDER_NOT_EXIST', '订单不存在');
    }
    if (request.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      if (Buffer.byteLength(String(body.reason ?? ''), 'utf8') > 80) return error(400, 'PARAM_ERROR', '参数错误：reason 超过长度限制');
      // The same out_refund_no is the same refund: WeChat answers its state and refunds nothing more.
      const same = refunds.get(String(body.out_refund_no));
      if (same) return answer(200, refundAnswer(same));
      const order = orders.get(String(body.out_trade_no));
      if (!order || order.trade_state !== 'SUCCESS') return error(400, 'INVALID_REQUEST', '订单状态不正确');
      const refunded = [...refunds.values()].some((r) => r.out_trade_no === order.out_trade_no && r.status !== 'CLOSED');
      if (refunded) return error(400, 'INVALID_REQUEST', '订单已全额退款');
      if (state.refundMode === 'refuse') return error(403, 'NOT_ENOUGH', '基本账户余额不足，请充值后重新发起');
      if (state.refundMode === 'server-error') return error(500, 'SYSTEM_ERROR', '系统繁忙');
      const refund: GatewayRefund = {
        ...(body as unknown as Omit<GatewayRefund, 'refund_id' | 'status'>),
        refund_id: `5030${crypto.randomInt(1e9)}`,
        status: state.refundMode === 'success' ? 'SUCCESS' : 'PROCESSING',
      };
      refunds.set(refund.out_refund_no, refund);
      if (state.refundMode === 'lost') return error(500, 'SYSTEM_ERROR', '系统繁忙');
      return answer(200, refundAnswer(refund));
    }
    if (request.method === 'GET' && url.pathname === '/v3/bill/tradebill') {
      const day = url.searchParams.get('bill_date') ?? '';
      const bill = state.bills.get(day);
      if (!bill) return error(400, 'NO_STATEMENT_EXIST', '账单文件不存在');
      const token = Buffer.from(day).toString('hex');
      return answer(200, { hash_type: 'SHA1', hash_value: crypto.createHash('sha1').update(bill).digest('hex'), download_url: `${gateway.url}/v3/billdownload/file?token=${token}` });
    }
    if (request.method === 'GET' && url.pathname === '/v3/billdownload/file') {
      // The file itself comes unsigned (its SHA1 is in the signed bill answer).
      const bill = state.bills.get(Buffer.from(url.searchParams.get('token') ?? '', 'hex').toString());
      return bill ? { status: 200, body: bill, headers: { 'Content-Type': 'text/plain; charset=utf-8' } } : error(404, 'RESOURCE_NOT_EXISTS', '文件不存在');
    }
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && refundQuery) {
      const refund = refunds.get(decodeURIComponent(refundQuery[1] ?? ''));
      return refund ? answer(200, refundAnswer(refund)) : error(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    }
    return error(404, 'NOT_FOUND', 'no such API');
  });

  const encrypt = (plain: object) => {
    const nonce = crypto.randomBytes(6).toString('hex');
    const associated = 'transaction';
    const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(associated));
    const data = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return { algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), associated_data: associated, nonce };
  };

  /** A notification as WeChat POSTs it; options make it wrong in one way. */
  const notification = (
    eventType: string,
    originalType: string,
    plain: object,
    options: { signWith?: crypto.KeyObject; timestamp?: number; serial?: string } = {},
  ) => {
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType.startsWith('REFUND') ? '退款成功' : '支付成功',
      resource: { ...encrypt(plain), original_type: originalType },
    });
    const headers: Record<string, string> = { 'content-type': 'application/json', ...signedHeaders(body, options.signWith, options.timestamp) };
    if (options.serial) headers['Wechatpay-Serial'] = options.serial;
    return { headers, body };
  };

  const keys = writeFiles({
    'apiclient_key.pem': pem.private(merchant.privateKey),
    'apiv3.key': apiV3Key,
    'pub_key.pem': pem.public(platform.publicKey),
  });

  return {
    ...gateway,
    merchant,
    platform,
    apiV3Key,
    orders,
    refunds,
    state,
    env: {
      PAYMENT_PROVIDER: 'wechat',
      WECHATPAY_MCHID: MCHID,
      WECHATPAY_APPID: APPID,
      WECHATPAY_CERT_SERIAL: MERCHANT_SERIAL,
      WECHATPAY_PRIVATE_KEY_FILE: keys.paths['apiclient_key.pem'] ?? '',
      WECHATPAY_API_V3_KEY_FILE: keys.paths['apiv3.key'] ?? '',
      WECHATPAY_PLATFORM_KEY_FILE: keys.paths['pub_key.pem'] ?? '',
      WECHATPAY_PLATFORM_SERIAL: PLATFORM_SERIAL,
      WECHATPAY_BASE_URL: gateway.url,
    },
    /** The payer scans and pays: the order succeeds at WeChat; answers the TRADE.SUCCESS notification. */
    pay(orderNum: string, overrides: { total?: number; mchid?: string; appid?: string } = {}, options: Parameters<typeof notification>[3] = {}) {
      const order = orders.get(orderNum);
      if (!order) throw new Error(`no order ${orderNum} at the gateway`);
      order.trade_state = 'SUCCESS';
      order.transaction_id ??= `4200000${crypto.randomInt(1e9)}`;
      order.success_time ??= new Date().toISOString();
      const tx = transaction(order);
      return notification('TRANSACTION.SUCCESS', 'transaction', {
        ...tx,
        mchid: overrides.mchid ?? tx.mchid,
        appid: overrides.appid ?? tx.appid,
        amount: { ...tx.amount, total: overrides.total ?? tx.amount.total },
      }, options);
    },
    /** The refund completes (or fails) at WeChat; answers the REFUND.* notification. */
    settleRefund(refundNo: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' = 'SUCCESS', overrides: { refund?: number } = {}, options: Parameters<typeof notification>[3] = {}) {
      const refund = refunds.get(refundNo);
      if (!refund) throw new Error(`no refund ${refundNo} at the gateway`);
      refund.status = status;
      return notification(`REFUND.${status}`, 'refund', {
        mchid: MCHID,
        out_trade_no: refund.out_trade_no,
        transaction_id: orders.get(refund.out_trade_no)?.transaction_id,
        out_refund_no: refund.out_refund_no,
        refund_id: refund.refund_id,
        refund_status: status,
        success_time: new Date().toISOString(),
        user_received_account: '支付用户零钱',
        amount: { total: refund.amount.total, refund: overrides.refund ?? refund.amount.refund, payer_total: refund.amount.total, payer_refund: refund.amount.refund },
      }, options);
    },
  };
}

export type WechatGateway = Awaited<ReturnType<typeof startWechatGateway>>;

/** One line of the trade bill to write; amounts in fen. */
export interface BillLine {
  orderNum: string;
  transactionId: string;
  amountFen: number;
  refund?: { refundNo: string; refundId: string; amountFen: number };
}

const yuanOf = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** The documented tradebill CSV (bill_type ALL): column names, backtick-led fields, then the summary. */
export function tradeBillCsv(day: string, lines: BillLine[]): string {
  const header =
    '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
  const row = (line: BillLine) => {
    const refund = line.refund;
    const fields = [
      `${day} 12:00:00`, APPID, MCHID, '0', '', line.transactionId, line.orderNum, 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', 'NATIVE',
      refund ? 'REFUND' : 'SUCCESS', 'OTHERS', 'CNY', refund ? '0.00' : yuanOf(line.amountFen), '0.00',
      refund?.refundId ?? '0', refund?.refundNo ?? '0', refund ? yuanOf(refund.amountFen) : '0.00', '0.00', refund ? 'ORIGINAL' : '', refund ? 'SUCCESS' : '',
      '课程', '', '0.00', '0.60%', yuanOf(line.amountFen), refund ? yuanOf(refund.amountFen) : '0.00', '',
    ];
    return fields.map((field) => `\`${field}`).join(',');
  };
  const paid = lines.filter((line) => !line.refund);
  const total = paid.reduce((sum, line) => sum + line.amountFen, 0);
  return [header, ...lines.map(row), '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额', `\`${lines.length},\`${yuanOf(total)},\`0.00,\`0.00,\`0.00,\`${yuanOf(total)},\`0.00`, ''].join('\r\n');
}
