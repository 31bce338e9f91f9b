import { PROMISE_NAME_MAX, SIGNATURE_MIN_DISTANCE } from './constants';

/** One stroke as signature_pad's toData() gives it (only x matters here). */
export interface SignatureStroke {
  points: readonly { x: number }[];
}

/** Sum of |dx| between consecutive points within each stroke; jumps between strokes do not count. */
export function strokeHorizontalDistance(strokes: readonly SignatureStroke[]): number {
  let total = 0;
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.points.length; i += 1) {
      total += Math.abs(stroke.points[i].x - stroke.points[i - 1].x);
    }
  }
  return total;
}

/** Null when the strokes make an acceptable signature, else the message to show. */
export function signatureStrokesError(strokes: readonly SignatureStroke[]): string | null {
  if (strokes.length === 0) return '请先在签名区域内签名';
  if (strokeHorizontalDistance(strokes) < SIGNATURE_MIN_DISTANCE) return '签名过短，请完整签写姓名';
  return null;
}

/** The typed signature (the keyboard's alternative to drawing, issue 42): the signer's name, as in the name field. */
export const TYPED_SIGNATURE_MIN = 2;

/** Null when a typed name makes an acceptable signature, else the message to show. */
export function typedSignatureError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return '请输入本人姓名作为签名';
  // Characters, not UTF-16 units: a rare character outside the BMP is one character of a name.
  const length = Array.from(trimmed).length;
  if (length < TYPED_SIGNATURE_MIN) return '签名过短，请输入完整姓名';
  if (length > PROMISE_NAME_MAX) return `姓名最多 ${PROMISE_NAME_MAX} 个字`;
  return null;
}
