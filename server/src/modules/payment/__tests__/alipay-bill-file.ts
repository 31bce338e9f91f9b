import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TextDecoder } from 'node:util';
import zlib from 'node:zlib';

/** One line of the bill to write; amounts in fen. A refund line carries our refund number. */
export interface AlipayBillLine {
  orderNum: string;
  tradeNo: string;
  amountFen: number;
  refund?: { requestNo: string; amountFen: number };
  subject?: string;
}

let table: Map<string, number[]> | null = null;

/** GBK bytes of a text, through a table built from Node's GBK decoder (Node has no GBK encoder). */
export function encodeGbk(text: string): Buffer {
  if (!table) {
    const made = new Map<string, number[]>();
    const decoder = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead += 1) {
      for (let trail = 0x40; trail <= 0xfe; trail += 1) {
        if (trail === 0x7f) continue;
        const char = decoder.decode(Uint8Array.of(lead, trail));
        if (char.length === 1 && char !== '\uFFFD' && !made.has(char)) made.set(char, [lead, trail]);
      }
    }
    table = made;
  }
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else {
      const pair = table.get(char);
      if (!pair) throw new Error(`no GBK code for ${char}`);
      bytes.push(...pair);
    }
  }
  return Buffer.from(bytes);
}

const yuan = (fen: number) => `${fen < 0 ? '-' : ''}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
const HEADER =
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';

/**
 * The business detail CSV (业务明细) as Alipay documents it, as text: `#` title lines, the column names,
 * numbers padded with a tab, refunds with negative amounts and the refund's request number, `#` totals.
 */
export function tradeBillDetail(day: string, pid: string, lines: AlipayBillLine[], options: { quote?: boolean } = {}): string {
  const subject = (text: string) => (options.quote !== false && /[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const [y, m, d] = day.split('-');
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10).split('-');
  const rows = lines.map((line) => {
    const refund = line.refund;
    const amount = refund ? -refund.amountFen : line.amountFen;
    const time = `${day} 12:00:00`;
    return [
      `${line.tradeNo}\t`,
      `${line.orderNum}\t`,
      refund ? '退款' : '交易',
      subject(line.subject ?? '设计课程'),
      time,
      time,
      '',
      '',
      '',
      '',
      'buy***@example.com',
      yuan(amount),
      yuan(amount),
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '',
      '0.00',
      '0.00',
      refund ? `${refund.requestNo}\t` : '',
      yuan(refund ? Math.round(refund.amountFen * 0.006) : -Math.round(line.amountFen * 0.006)),
      '0.00',
      '',
    ].join(',');
  });
  const trades = lines.filter((line) => !line.refund);
  const refunds = lines.filter((line) => line.refund);
  return [
    '#支付宝业务明细查询',
    `#账号：[${pid}0156]`,
    `#起始日期：[${y}年${m}月${d}日 00:00:00]   终止日期：[${next[0]}年${next[1]}月${next[2]}日 00:00:00]`,
    '#-----------------------------------------业务明细列表----------------------------------------',
    HEADER,
    ...rows,
    '#-----------------------------------------业务明细列表结束------------------------------------',
    `#交易合计：${trades.length}笔，商家实收共${yuan(trades.reduce((sum, line) => sum + line.amountFen, 0))}元，商家优惠共0.00元`,
    `#退款合计：${refunds.length}笔，商家实收退款共${yuan(-refunds.reduce((sum, line) => sum + (line.refund?.amountFen ?? 0), 0))}元，商家优惠退款共0.00元`,
    `#导出时间：[${next[0]}年${next[1]}月${next[2]}日 09:30:00]`,
  ].join('\r\n');
}

function summary(day: string, pid: string, lines: AlipayBillLine[]): string {
  return ['#支付宝业务汇总查询', `#账号：[${pid}0156]`, '门店编号,门店名称,交易订单总笔数,退款订单总笔数', `合计,,${lines.filter((l) => !l.refund).length},${lines.filter((l) => l.refund).length}`].join('\r\n');
}

/**
 * A zip as Java's ZipOutputStream writes it (how Alipay makes its bills): deflated entries whose sizes and
 * CRC follow the data in a descriptor (flag bit 3, zeros in the local header), GBK names without the UTF-8 flag.
 */
export function javaStyleZip(files: { name: Buffer; data: Buffer }[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const compressed = zlib.deflateRawSync(file.data);
    const crc = zlib.crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0008, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(file.name.length, 26);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed.length, 8);
    descriptor.writeUInt32LE(file.data.length, 12);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0008, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(compressed.length, 20);
    entry.writeUInt32LE(file.data.length, 24);
    entry.writeUInt16LE(file.name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, file.name);
    parts.push(local, file.name, compressed, descriptor);
    offset += local.length + file.name.length + compressed.length + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** The bill's two CSV files (detail and summary), GBK, named as Alipay names them. */
function billFiles(day: string, pid: string, lines: AlipayBillLine[]) {
  const stamp = day.replace(/-/g, '');
  return [
    { name: encodeGbk(`${pid}0156_${stamp}_业务明细.csv`), data: encodeGbk(tradeBillDetail(day, pid, lines)) },
    { name: encodeGbk(`${pid}0156_${stamp}_业务明细(汇总).csv`), data: encodeGbk(summary(day, pid, lines)) },
  ];
}

/** The trade bill zip Alipay's bill_download_url serves. */
export function tradeBillZip(day: string, pid: string, lines: AlipayBillLine[]): Buffer {
  return javaStyleZip(billFiles(day, pid, lines));
}

/** The same bill zipped by Info-ZIP's zip command (another writer, to check the reader against). */
export function tradeBillZipByZipCommand(day: string, pid: string, lines: AlipayBillLine[]): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alipay-bill-'));
  for (const file of billFiles(day, pid, lines)) {
    // File names are bytes on Linux: the GBK name is written as it is, and zip stores those bytes.
    fs.writeFileSync(Buffer.concat([Buffer.from(`${dir}/`), file.name]), file.data);
  }
  const out = path.join(dir, 'bill.zip');
  // Through the shell, so the names reach zip as the same bytes (arguments would be re-encoded as UTF-8).
  execFileSync('sh', ['-c', 'cd "$1" && zip -q -X bill.zip *.csv', 'sh', dir]);
  return fs.readFileSync(out);
}
