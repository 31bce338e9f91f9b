import type { Readable } from 'node:stream';

/** What a stored object looks like from outside, whichever backend holds it. */
export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  modifiedAt: Date;
}

/** Inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A form the browser posts straight to the object store (an S3 presigned POST): its fields, then `file`. */
export interface UploadForm {
  url: string;
  fields: Record<string, string>;
}

/** What a direct upload may be: exactly this key and type, at most this many bytes, until it expires. */
export interface DirectUpload {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
}

/**
 * Object storage behind one small interface. The embedded default is LocalDiskStorage (uploads come
 * through POST /files/, media is streamed by the server); S3Storage (MinIO, OSS, COS, AWS S3...) does
 * the same calls with PutObject / HeadObject / GetObject (Range) / DeleteObject, and also lets the
 * browser talk to the bucket itself: a presigned POST for uploads, a presigned GET for media.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer | Readable, contentType: string): Promise<StoredObject>;
  stat(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Rejects with StorageKeyError / a not-found error through the stream's 'error' event. */
  createReadStream(key: string, range?: ByteRange): Readable;
  delete(key: string): Promise<void>;
  /** A form for uploading one object straight to the store; null when uploads go through the server. */
  createUploadForm(upload: DirectUpload): Promise<UploadForm | null>;
  /**
   * A URL the browser fetches the object from directly (Range works there), valid for the given time;
   * null when the server streams it itself. `download` names the file to save it as.
   */
  createDownloadUrl(key: string, expiresInSeconds: number, options?: { download?: string }): Promise<string | null>;
}

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'StorageKeyError';
  }
}

/** Prefix of keys that /files never serves (lesson videos, source files, audio); their owners stream them behind signed URLs. */
export const PRIVATE_PREFIX = 'private/';

const KEY_PART = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * A key is a relative path of plain segments: no '..', no absolute paths, no backslashes, no NUL,
 * no empty or dot segments. Backends still re-check the resolved path (defence in depth).
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  if (key.includes('\\') || key.includes('\0') || key.startsWith('/')) return false;
  return key.split('/').every((part) => KEY_PART.test(part) && part !== '..' && part !== '.');
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new StorageKeyError(key);
}

export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_PREFIX);

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  apng: 'image/apng',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
  json: 'application/json',
};

/** Content type from the key's extension: keys are made by the server, with the extension of the sniffed type. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

export function extensionOf(contentType: string): string {
  const found = Object.entries(CONTENT_TYPES).find(([, type]) => type === contentType);
  return found ? found[0] : 'bin';
}
