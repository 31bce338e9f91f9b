import crypto from 'node:crypto';
import net from 'node:net';

/**
 * A load ticket: the server's word that it handed out a real page to some network. Every page answer sets one
 * (a cookie sent back only to the telemetry route), and a remote load report counts only with a valid one, once
 * per ticket, remote, version and kind. A ticket names the network the page went to (an IPv4 /24 or an IPv6
 * /64, hashed), so the automatic rollback can count distinct networks rather than reports: one machine, or one
 * address block, is one voice however many pages it fetches.
 */
export const LOAD_TICKET_COOKIE = 'lt';
/** A page stays open for hours; its remotes load as its visitor moves around it. */
export const LOAD_TICKET_MAX_AGE_MS = 12 * 60 * 60_000;

export interface LoadTicket {
  id: string;
  network: string;
  issuedAt: number;
}

/** The /24 of an IPv4 address or the /64 of an IPv6 one: the block one subscriber or machine room holds. */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1] : address;
  if (net.isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (net.isIPv6(ip)) {
    const [head, tail = ''] = ip.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups
      .slice(0, 4)
      .map((group) => Number.parseInt(group || '0', 16).toString(16))
      .join(':')}::/64`;
  }
  return 'unknown';
}

const sign = (secret: string, body: string) => crypto.createHmac('sha256', secret).update(`load-ticket:${body}`).digest('base64url');

/** Networks' keys as last hashed (every page answer needs its visitor's): a few thousand networks, then begun again. */
const networkKeys = new Map<string, string>();
const KEPT_NETWORK_KEYS = 4096;

/** The network is hashed with the secret: the cookie tells its holder nothing, and keeps no address in the table. */
function networkKey(secret: string, address: string): string {
  const network = networkOf(address);
  const kept = `${secret}\n${network}`;
  let key = networkKeys.get(kept);
  if (key === undefined) {
    key = crypto.createHmac('sha256', secret).update(`network:${network}`).digest('base64url').slice(0, 16);
    if (networkKeys.size >= KEPT_NETWORK_KEYS) networkKeys.clear();
    networkKeys.set(kept, key);
  }
  return key;
}

/** Ticket ids are 12 random bytes (16 characters), drawn from a pool: asking the system for 12 on every page answer cost it a twentieth of its time. */
const ID_BYTES = 12;
const idPool = Buffer.alloc(ID_BYTES * 256);
let idPoolUsed = idPool.length;

function ticketId(): string {
  if (idPoolUsed === idPool.length) {
    crypto.randomFillSync(idPool);
    idPoolUsed = 0;
  }
  idPoolUsed += ID_BYTES;
  return idPool.toString('base64url', idPoolUsed - ID_BYTES, idPoolUsed);
}

export function issueLoadTicket(secret: string, address: string, now: Date): string {
  const body = `${ticketId()}.${networkKey(secret, address)}.${now.getTime()}`;
  return `${body}.${sign(secret, body)}`;
}

/** The ticket when it is ours and not expired; null otherwise. */
export function readLoadTicket(secret: string, cookie: string | undefined, now: Date): LoadTicket | null {
  const parts = cookie?.split('.');
  if (!parts || parts.length !== 4) return null;
  const [id, network, issued, signature] = parts;
  const expected = Buffer.from(sign(secret, `${id}.${network}.${issued}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const issuedAt = Number(issued);
  const age = now.getTime() - issuedAt;
  if (!Number.isSafeInteger(issuedAt) || age < -60_000 || age > LOAD_TICKET_MAX_AGE_MS) return null;
  return { id, network, issuedAt };
}
