/** The typed signature's picture: the name in a brush-like (kai) face, black on white, as the pad draws. */
export const TYPED_SIGNATURE_FONT = '"KaiTi", "STKaiti", "Kaiti SC", "楷体", serif';

const WIDTH = 480;
const HEIGHT = 160;

/**
 * Draws a typed name as a PNG data URL of the same kind the signature pad saves (white background, the pad's
 * ink colour), so the form sends one kind of signature whichever way it was made. The text shrinks to fit.
 */
export function typedSignatureImage(name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.fillStyle = 'rgb(255,255,255)';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = '#1d2129';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const text = name.trim();
  let size = 72;
  context.font = `${size}px ${TYPED_SIGNATURE_FONT}`;
  const width = context.measureText(text).width;
  if (width > WIDTH - 32) {
    size = Math.max(16, Math.floor((size * (WIDTH - 32)) / width));
    context.font = `${size}px ${TYPED_SIGNATURE_FONT}`;
  }
  context.fillText(text, WIDTH / 2, HEIGHT / 2);
  return canvas.toDataURL('image/png');
}
