import { PassThrough, Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from './s3-settings';
import { type ByteRange, type DirectUpload, type Storage, type StoredObject, type UploadForm, assertValidKey, contentTypeOfKey } from './storage';

const makeClient = (settings: S3Settings, endpoint: string | undefined) =>
  new S3Client({
    region: settings.region,
    endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });

export const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

async function toBuffer(data: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(data)) return data;
  const chunks: Buffer[] = [];
  for await (const chunk of data) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Objects in an S3-compatible bucket (STORAGE=s3). Keys are the same as on disk, so URLs do not change between backends. */
export class S3Storage implements Storage {
  readonly kind = 's3';
  /** Talks to S3_ENDPOINT; also used by the release store for its folders. */
  readonly client: S3Client;
  /** Signs for S3_PUBLIC_URL, the host browsers send presigned requests to. */
  private readonly presigner: S3Client;
  readonly bucket: string;

  constructor(readonly settings: S3Settings) {
    this.client = makeClient(settings, settings.endpoint);
    this.presigner = makeClient(settings, settings.publicUrl ?? settings.endpoint);
    this.bucket = settings.bucket;
  }

  async put(key: string, data: Buffer | Readable, contentType: string): Promise<StoredObject> {
    assertValidKey(key);
    // A stream of unknown length would need a multipart upload; stored files here are images and
    // seed media of a few MB, so one PutObject of the whole body is simpler and as fast.
    const body = await toBuffer(data);
    const type = contentType || contentTypeOfKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: type }));
    return { key, size: body.length, contentType: type, modifiedAt: new Date() };
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      // The type follows the key (as on disk): whatever a browser claimed at upload, the server decides what it serves.
      return { key, size: head.ContentLength ?? 0, contentType: contentTypeOfKey(key), modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  createReadStream(key: string, range?: ByteRange): Readable {
    const out = new PassThrough();
    const start = async () => {
      assertValidKey(key);
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      const body = answer.Body;
      if (!(body instanceof Readable)) throw new Error(`unexpected body for ${key}`);
      body.on('error', (error) => out.destroy(error));
      body.pipe(out);
    };
    start().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
    return out;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /**
   * A presigned POST that allows exactly one key, one content type and a size range; the object is
   * stored with a year's immutable caching (keys are random and never reused) and SVGs as attachments,
   * so a script in one never runs when its bucket URL is opened.
   */
  async createUploadForm(upload: DirectUpload): Promise<UploadForm> {
    assertValidKey(upload.key);
    const fields: Record<string, string> = {
      'Content-Type': upload.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    };
    if (upload.contentType === 'image/svg+xml') fields['Content-Disposition'] = 'attachment';
    const post = await createPresignedPost(this.presigner, {
      Bucket: this.bucket,
      Key: upload.key,
      Conditions: [['content-length-range', 1, upload.maxBytes]],
      Fields: fields,
      Expires: upload.expiresInSeconds,
    });
    return { url: post.url, fields: post.fields };
  }

  async createDownloadUrl(key: string, expiresInSeconds: number, options: { download?: string } = {}): Promise<string> {
    assertValidKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: contentTypeOfKey(key),
      ...(options.download ? { ResponseContentDisposition: `attachment; filename="${options.download.replace(/"/g, '')}"` } : {}),
    });
    return getSignedUrl(this.presigner, command, { expiresIn: Math.max(1, Math.min(Math.floor(expiresInSeconds), 7 * 24 * 3600)) });
  }
}
