import crypto from 'node:crypto';
import { UPLOAD_RULES, type ImageContentType, type UploadPurpose } from '@site/shared/contract';
import { BusinessError, badInput } from '../../platform/errors';
import { FILES_HOST } from './service';
import { type Storage, type UploadForm, extensionOf } from './storage';
import { UPLOAD_TOKEN_TTL_MS } from './upload-token';

export interface DirectUploadAnswer {
  /** The signed policy: what S3 calls the token of a browser upload. */
  uploadToken: string;
  /** Unchanged: the file is read at host + key, through /files/ (which resizes and answers ?imageAve from the bucket). */
  host: string;
  form: UploadForm;
}

const unsupported = (purpose: UploadPurpose) =>
  new BusinessError(415, `不支持的文件格式，只能上传 ${UPLOAD_RULES[purpose].typeLabel} 格式的图片`, 415);

/**
 * The upload token when files go straight to the bucket: a presigned POST for one new key in the
 * member's folder, with the type the browser states (the bucket refuses any other) and the purpose's
 * size limit. The server cannot hash a file it never sees, so the name is random (never reused, hence
 * still cached for a year).
 */
export async function uploadAnswer(storage: Storage, userId: number, purpose: UploadPurpose, contentType: string | undefined): Promise<DirectUploadAnswer> {
  if (!contentType) throw badInput('缺少文件类型 contentType');
  const rule = UPLOAD_RULES[purpose];
  const type = (contentType === 'image/jpg' ? 'image/jpeg' : contentType) as ImageContentType;
  if (!rule.contentTypes.includes(type)) throw unsupported(purpose);
  const key = `${purpose}/${userId}/${crypto.randomBytes(16).toString('hex')}.${extensionOf(type)}`;
  const form = await storage.createUploadForm({ key, contentType: type, maxBytes: rule.maxBytes, expiresInSeconds: UPLOAD_TOKEN_TTL_MS / 1000 });
  if (!form) throw new Error('this storage takes uploads through the server');
  return { uploadToken: form.fields.Policy ?? form.fields.policy ?? '', host: FILES_HOST, form };
}
