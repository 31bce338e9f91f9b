import { SIGNATURE_MIN_DISTANCE } from './constants';

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
