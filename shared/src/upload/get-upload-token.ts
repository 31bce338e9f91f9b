import { api } from '../api';
import type { UploadPurpose, UploadToken } from '../contract';

/** GET public/file/upload/token: a short-lived permission to upload one kind of image (login required). */
export function getUploadToken(purpose: UploadPurpose): Promise<UploadToken> {
  return api.get<UploadToken>('/public/file/upload/token', { purpose });
}
