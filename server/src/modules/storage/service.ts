import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ImageContentType } from '@site/shared/contract';
import { BusinessError, HttpCode, badInput, notFound } from '../../platform/errors';
import {
  type ImageSize,
  type VariantFormat,
  ALLOWED_SIZES,
  averageColour,
  chooseVariantFormat,
  isAllowedSize,
  isDecodableImage,
  isResizable,
  resizeImage,
  variantContentType,
} from './image';
import { sniffImageType } from './sniff';
import { type Storage, type StoredObject, extensionOf, isPrivateKey, isValidKey } from './storage';
import type { UploadGrant } from './upload-token';

/** The embedded default uploads to and serves from the server itself; URL = host + key. */
export const FILES_HOST = '/files/';
/** The largest upload any purpose allows; multipart stops reading beyond it. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Keys made from the content's hash never change meaning, so they may be cached for a year. */
export const isContentAddressed = (key: string) => /\/[0-9a-f]{32,64}\.[a-z0-9]+$/.test(key);

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Checks an uploaded file against its grant (size, real type by magic bytes, decodability) and stores it. */
export async function storeUpload(storage: Storage, grant: UploadGrant, file: Buffer): Promise<{ key: string }> {
  if (file.length === 0) throw badInput('文件是空的，请重新选择');
  if (file.length > grant.maxBytes) {
    throw new BusinessError(HttpCode.TooLarge, `文件大小不能超过 ${megabytes(grant.maxBytes)}`, 413);
  }
  const type = sniffImageType(file);
  if (!type || !grant.contentTypes.includes(type)) {
    const allowed = grant.contentTypes.map((t) => extensionOf(t).toUpperCase()).join('、');
    throw new BusinessError(415, `不支持的文件格式，只能上传 ${allowed} 格式的图片`, 415);
  }
  if (type !== 'image/svg+xml' && !(await isDecodableImage(file))) {
    throw new BusinessError(415, '图片已损坏，无法读取', 415);
  }
  const hash = crypto.createHash('sha256').update(file).digest('hex').slice(0, 32);
  const key = `${grant.keyPrefix}${hash}.${extensionOf(type)}`;
  if (!(await storage.exists(key))) await storage.put(key, file, type);
  return { key };
}

/** A public object, or 404 for a bad, private or missing key (private keys are never served here, not even their existence). */
export async function findPublicObject(storage: Storage, key: string): Promise<StoredObject> {
  if (!isValidKey(key) || isPrivateKey(key)) throw notFound('文件不存在');
  const object = await storage.stat(key);
  if (!object) throw notFound('文件不存在');
  return object;
}

/** Resized variants and average colours are computed once and kept on local disk (also with STORAGE=s3: see docs/decisions.md). */
export class ImageCache {
  constructor(private readonly root: string) {}

  private fileOf(key: string, variant: string, ext: string): string {
    const name = crypto.createHash('sha256').update(`${key}|${variant}`).digest('hex');
    return path.join(this.root, name.slice(0, 2), `${name}.${ext}`);
  }

  async getOrCreate(key: string, variant: string, ext: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const file = this.fileOf(key, variant, ext);
    try {
      return await fsp.readFile(file);
    } catch {
      const made = await make();
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fsp.writeFile(temp, made);
      await fsp.rename(temp, file);
      return made;
    }
  }
}

export function parseSize(w: number | undefined, h: number | undefined): ImageSize | null {
  if (w === undefined && h === undefined) return null;
  const size: ImageSize = h === undefined ? { w: w ?? 0 } : { w: w ?? 0, h };
  if (!isAllowedSize(size)) throw badInput(`不支持的图片尺寸（可用：${ALLOWED_SIZES.map((allowed) => ('h' in allowed ? `w=${allowed.w}&h=${allowed.h}` : `w=${allowed.w}`)).join('、')}）`);
  return size;
}

/**
 * Reads the original and decodes it. Uploads through the server were decoded once already; a file a
 * browser posted straight to the bucket was not, so bytes that are no image are the uploader's fault (415).
 */
async function fromOriginal<T>(storage: Storage, key: string, make: (original: Buffer) => Promise<T>): Promise<T> {
  const original = await readAll(storage.createReadStream(key));
  try {
    return await make(original);
  } catch {
    throw new BusinessError(415, '图片已损坏，无法读取', 415);
  }
}

export interface ResizedImage {
  body: Buffer;
  contentType: string;
  format: VariantFormat;
}

/** A resized variant in the best format the browser accepts (see chooseVariantFormat); null when the type is never resized. */
export async function resizedImage(
  storage: Storage,
  cache: ImageCache,
  object: StoredObject,
  size: ImageSize,
  accept?: string,
): Promise<ResizedImage | null> {
  if (!isResizable(object.contentType)) return null;
  const format = chooseVariantFormat(accept, object.contentType);
  const contentType = variantContentType(format, object.contentType);
  const variant = `${size.h ? `${size.w}x${size.h}` : `w${size.w}`}${format === 'source' ? '' : `.${format}`}`;
  const body = await cache.getOrCreate(object.key, `${variant}:${object.modifiedAt.getTime()}`, format === 'source' ? extensionOf(object.contentType) : format, async () =>
    fromOriginal(storage, object.key, (original) => resizeImage(original, object.contentType as ImageContentType, size, format)),
  );
  return { body, contentType, format };
}

export async function imageAverage(storage: Storage, cache: ImageCache, object: StoredObject): Promise<string> {
  if (!isResizable(object.contentType)) throw badInput('该文件不支持取平均色');
  const cached = await cache.getOrCreate(object.key, `ave:${object.modifiedAt.getTime()}`, 'txt', async () =>
    Buffer.from(await fromOriginal(storage, object.key, averageColour)),
  );
  return cached.toString('utf8');
}

/** One "bytes=a-b" range (the only form players send); null for an absent or unsatisfiable header. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}
