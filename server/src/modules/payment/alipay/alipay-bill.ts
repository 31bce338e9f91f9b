import zlib from 'node:zlib';
import { TextDecoder } from 'node:util';
import type { BillRecord } from '../provider';
import { fenOf } from './alipay-sign';

/** A day's trade bill is a few hundred KB for thousands of trades; these stop a runaway file, not a real one. */
export const BILL_ZIP_MAX_BYTES = 32 * 1024 * 1024;
const BILL_ENTRY_MAX_BYTES = 256 * 1024 * 1024;

export interface ZipEntry {
  name: string;
  data: Buffer;
}

let gbkDecoder: TextDecoder | null = null;

/** Alipay writes its bill (and the names inside the zip) in GBK; Node decodes it with its full ICU data. */
export function decodeGbk(bytes: Uint8Array): string {
  try {
    gbkDecoder ??= new TextDecoder('gbk');
  } catch {
    throw new Error('this Node.js has no GBK decoder (built without full ICU): Alipay bills cannot be read');
  }
  return gbkDecoder.decode(bytes);
}

/**
 * The entries of a zip file, read through its central directory (so entries written with data descriptors,
 * as Java's ZipOutputStream does, read as well as any). Stored and deflated entries only; each checked by its
 * CRC-32. Names are UTF-8 when the entry says so (flag bit 11), otherwise GBK, as Alipay writes them.
 */
export function readZip(zip: Buffer): ZipEntry[] {
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= lowest; at -= 1) {
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('Alipay bill is not a zip file');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (at === 0xffffffff || count === 0xffff) throw new Error('Alipay bill is a zip64 file, which is not read');
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw new Error('Alipay bill zip has a broken central directory');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const nameBytes = zip.subarray(at + 46, at + 46 + nameLength);
    const name = flags & 0x800 ? nameBytes.toString('utf8') : decodeGbk(nameBytes);
    at += 46 + skip;
    if (name.endsWith('/')) continue;
    if (flags & 0x1) throw new Error(`Alipay bill entry ${name} is encrypted`);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`Alipay bill entry ${name} has no local header`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressedSize > zip.length) throw new Error(`Alipay bill entry ${name} is truncated`);
    const raw = zip.subarray(start, start + compressedSize);
    if (size > BILL_ENTRY_MAX_BYTES) throw new Error(`Alipay bill entry ${name} is larger than ${BILL_ENTRY_MAX_BYTES} bytes`);
    let data: Buffer;
    if (method === 0) data = raw;
    else if (method === 8) data = zlib.inflateRawSync(raw, { maxOutputLength: BILL_ENTRY_MAX_BYTES });
    else throw new Error(`Alipay bill entry ${name} uses compression method ${method}`);
    if (data.length !== size || zlib.crc32(data) !== crc) throw new Error(`Alipay bill entry ${name} fails its CRC-32 check`);
    entries.push({ name, data });
  }
  return entries;
}

/** One CSV line's fields (double quotes may enclose a field holding commas; "" inside is a quote). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  // Alipay pads numbers with a tab ("2026...\t,") so spreadsheets keep them as text.
  return fields.map((value) => value.trim());
}

/** Header names as Alipay writes them (full-width brackets); half-width ones are accepted too. */
const normalise = (name: string) => name.replace(/\(/g, '（').replace(/\)/g, '）').trim();

/**
 * The business detail (业务明细) of the trade bill: `#` comment lines (title, account, period), the column
 * names, one line per trade (业务类型 交易) or refund (退款, amounts negative, 退款批次号/请求号 our refund
 * number), then `#` totals. Amounts are yuan with two decimals; a line is matched by 商户订单号.
 */
export function parseAlipayTradeBill(text: string): BillRecord[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerAt = lines.findIndex((line) => line.trim() !== '' && !line.startsWith('#'));
  const header = csvFields(lines[headerAt] ?? '').map(normalise);
  const column = (name: string) => header.indexOf(name);
  const at = { ref: column('支付宝交易号'), orderNum: column('商户订单号'), type: column('业务类型'), amount: column('订单金额（元）'), refundNo: column('退款批次号/请求号') };
  const subjectAt = column('商品名称');
  if (headerAt < 0 || Object.values(at).some((index) => index < 0)) throw new Error('Alipay trade bill without the documented columns');
  const records: BillRecord[] = [];
  for (const line of lines.slice(headerAt + 1)) {
    if (line.startsWith('#')) break;
    if (line.trim() === '') continue;
    const fields = csvFields(line);
    // An unquoted comma in the trade's title (商品名称, the free text before the amounts) splits it: join it back.
    const extra = fields.length - header.length;
    if (extra > 0 && subjectAt >= 0) fields.splice(subjectAt, extra + 1, fields.slice(subjectAt, subjectAt + extra + 1).join(','));
    const field = (index: number) => fields[index] ?? '';
    const type = field(at.type);
    if (type !== '交易' && type !== '退款') continue;
    const amountFen = fenOf(field(at.amount).replace(/^-/, ''));
    if (amountFen === null) throw new Error(`Alipay trade bill line with an unreadable amount (${field(at.amount).slice(0, 20)})`);
    const base = { orderNum: field(at.orderNum), providerRef: field(at.ref), amountFen };
    records.push(type === '交易' ? { kind: 'payment', ...base, refundNo: null } : { kind: 'refund', ...base, refundNo: field(at.refundNo) });
  }
  return records;
}

/** The trade bill zip: its business-detail CSV (not the summary, 业务明细(汇总).csv), decoded from GBK. */
export function alipayTradeBillFromZip(zip: Buffer): BillRecord[] {
  const entries = readZip(zip);
  const detail = entries.find((entry) => /业务明细\.csv$/.test(entry.name));
  if (!detail) throw new Error(`Alipay trade bill zip without its 业务明细.csv (entries: ${entries.map((entry) => entry.name).join(', ').slice(0, 200)})`);
  return parseAlipayTradeBill(decodeGbk(detail.data));
}
