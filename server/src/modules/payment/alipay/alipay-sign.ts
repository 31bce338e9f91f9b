import crypto from 'node:crypto';

/** Alipay's content to sign: non-empty parameters except the excluded ones, sorted, as raw key=value&... */
export function signContent(params: Record<string, string>, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function rsa2Sign(content: string, privateKey: crypto.KeyObject): string {
  return crypto.sign('sha256', Buffer.from(content, 'utf8'), privateKey).toString('base64');
}

export function rsa2Verify(content: string, signature: string, publicKey: crypto.KeyObject): boolean {
  try {
    return crypto.verify('sha256', Buffer.from(content, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/**
 * The exact text of `"<key>": {...}` in a gateway answer: Alipay signs those bytes, not a
 * re-serialisation. Scans the object, skipping braces inside strings. Null when absent.
 */
export function signedObjectText(body: string, key: string): string | null {
  const marker = `"${key}"`;
  let at = body.indexOf(marker);
  if (at < 0) return null;
  at = body.indexOf(':', at + marker.length);
  if (at < 0) return null;
  let start = at + 1;
  while (body[start] === ' ' || body[start] === '\n' || body[start] === '\r' || body[start] === '\t') start += 1;
  if (body[start] !== '{') return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < body.length; i += 1) {
    const char = body[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return body.slice(start, i + 1);
    }
  }
  return null;
}

/** Fen to Alipay's yuan string ("99.00"), in integers so nothing rounds. */
export function yuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** Alipay's yuan string to fen; null when it is not a plain amount. */
export function fenOf(value: string | undefined): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
