import { api, type UploadPurpose, type UploadToken } from '@site/shared';

/**
 * GET public/file/upload/token: a short-lived permission to upload one kind of image (login required).
 * The file's type lets an object store fix the key and type of a direct upload; the server sniffs it anyway.
 */
export function getUploadToken(purpose: UploadPurpose, contentType?: string): Promise<UploadToken> {
  return api.get<UploadToken>('/public/file/upload/token', contentType ? { purpose, contentType } : { purpose });
}
