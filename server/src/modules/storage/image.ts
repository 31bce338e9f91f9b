/** sharp (libvips) loads with the first image handled: start-up, and every test file that never touches an image, skip it. */
const loadSharp = async () => (await import('sharp')).default;
import type { ImageContentType } from '@site/shared/contract';
import { IMAGE_SIZES } from '@site/shared/contract';

export interface ImageSize {
  w: number;
  h?: number;
}

/** Only these sizes are rendered, so a crawler cannot fill the disk with variants. */
export const ALLOWED_SIZES: readonly ImageSize[] = Object.values(IMAGE_SIZES);

export function isAllowedSize(size: ImageSize): boolean {
  return ALLOWED_SIZES.some((allowed) => allowed.w === size.w && ('h' in allowed ? allowed.h : undefined) === size.h);
}

/** Raster types sharp re-encodes in their own format; SVG and APNG are served as they are. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
export const isResizable = (contentType: string) => RESIZABLE.has(contentType);

/** What a resized variant is encoded as: a modern format the browser accepts, or the upload's own type. */
export type VariantFormat = 'avif' | 'webp' | 'source';

const VARIANT_TYPES: Record<Exclude<VariantFormat, 'source'>, string> = { avif: 'image/avif', webp: 'image/webp' };

/** Whether an Accept header names a type explicitly with a non-zero quality (a bare wildcard does not count). */
function accepts(accept: string, type: string): boolean {
  return accept.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== type) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The smallest format this browser takes for a resized variant: AVIF, then WebP, then the upload's own type.
 * Browsers list the modern types in their image Accept header only when they decode them. Animated uploads
 * (GIF, animated WebP) go to WebP at most: sharp keeps their frames in WebP, not in AVIF.
 */
export function chooseVariantFormat(accept: string | undefined, contentType: string): VariantFormat {
  if (!accept || !isResizable(contentType)) return 'source';
  const mayAnimate = contentType === 'image/gif' || contentType === 'image/webp';
  if (!mayAnimate && accepts(accept, 'image/avif')) return 'avif';
  if (accepts(accept, 'image/webp')) return 'webp';
  return 'source';
}

/** The Content-Type of a variant in the given format. */
export const variantContentType = (format: VariantFormat, contentType: string): string =>
  format === 'source' ? contentType : VARIANT_TYPES[format];

/** Width only keeps the aspect ratio (never enlarges); width and height crop to exactly that box. */
export async function resizeImage(input: Buffer, contentType: ImageContentType, size: ImageSize, format: VariantFormat = 'source'): Promise<Buffer> {
  const animated = contentType === 'image/gif' || contentType === 'image/webp';
  const sharp = await loadSharp();
  let image = sharp(input, { animated }).rotate();
  image = size.h
    ? image.resize(size.w, size.h, { fit: 'cover', position: 'centre' })
    : image.resize(size.w, undefined, { fit: 'inside', withoutEnlargement: true });
  // Effort 2: AVIF at sharp's default effort costs about a second per banner; 2 is ~6x faster for a few % more bytes.
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case 'image/png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'image/gif':
      return image.gif().toBuffer();
    case 'image/webp':
      return image.webp({ quality: 82 }).toBuffer();
    case 'image/apng':
    case 'image/svg+xml':
      // Never resized (see isResizable); kept whole so animation and vectors survive.
      return input;
  }
}

const hex2 = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** Average colour as Qiniu's imageAve answers it: "0xRRGGBB" (transparent parts count as white). */
export async function averageColour(input: Buffer): Promise<string> {
  const sharp = await loadSharp();
  const { channels } = await sharp(input)
    .flatten({ background: '#ffffff' })
    .resize(64, 64, { fit: 'inside' })
    .stats();
  const [r, g, b] = channels;
  return `0x${hex2(r.mean)}${hex2(g.mean)}${hex2(b.mean)}`;
}

/** Decodes the header: a file with the right magic bytes but a broken body is refused at upload. */
export async function isDecodableImage(input: Buffer): Promise<boolean> {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(input).metadata();
    return Boolean(meta.width && meta.height);
  } catch {
    return false;
  }
}
