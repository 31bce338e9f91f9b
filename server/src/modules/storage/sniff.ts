import type { ImageContentType } from '@site/shared/contract';

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) => bytes.every((byte, i) => buffer[offset + i] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** An animated PNG carries an acTL chunk before its first IDAT. */
function isAnimatedPng(buffer: Buffer): boolean {
  let offset = 8;
  while (offset + 8 <= buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    offset += 12 + length;
  }
  return false;
}

/** SVG is text: optional BOM, XML declaration, comments or doctype, then an <svg> root; no NUL bytes. */
function isSvg(buffer: Buffer): boolean {
  const head = buffer.subarray(0, 4096);
  if (head.includes(0)) return false;
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const rest = text.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(rest);
}

/** The real type of an uploaded file from its first bytes; the browser's claim is never trusted. */
export function sniffImageType(buffer: Buffer): ImageContentType | null {
  if (buffer.length < 4) return null;
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buffer, PNG_SIGNATURE)) return isAnimatedPng(buffer) ? 'image/apng' : 'image/png';
  if (buffer.toString('latin1', 0, 6) === 'GIF87a' || buffer.toString('latin1', 0, 6) === 'GIF89a') return 'image/gif';
  if (buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (isSvg(buffer)) return 'image/svg+xml';
  return null;
}
