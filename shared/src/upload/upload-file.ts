import { ApiError, http, unwrapEnvelope } from '../api';
import type { UploadPurpose } from '../contract';
import { checkUploadFile } from './check-upload-file';
import { getUploadToken } from './get-upload-token';

export interface UploadOptions {
  purpose: UploadPurpose;
  /** 0-100 while the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface UploadResult {
  key: string;
  /** host + key (spec 7): what is stored in the avatar / cover / editor. */
  url: string;
}

/** Big editor images on a slow line take longer than the API's 10 s timeout. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** Checks the file, gets a token, uploads it with progress, and answers its URL. Rejects with ApiError. */
export async function uploadFile(file: File, { purpose, onProgress, signal }: UploadOptions): Promise<UploadResult> {
  const problem = checkUploadFile(file, purpose);
  if (problem) throw new ApiError({ code: 400, message: problem });
  const { uploadToken, host } = await getUploadToken(purpose);

  // The token goes first: the server checks it before reading the file.
  const form = new FormData();
  form.append('token', uploadToken);
  form.append('file', file, file.name);

  let raw: unknown;
  try {
    const response = await http.post(host, form, {
      baseURL: '',
      timeout: UPLOAD_TIMEOUT_MS,
      signal,
      onUploadProgress: (event) => {
        if (onProgress && event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      },
    });
    raw = response.data;
  } catch {
    throw new ApiError({ code: 0, message: '上传出错，请重试' });
  }
  const { key } = unwrapEnvelope<{ key: string }>(raw);
  onProgress?.(100);
  return { key, url: `${host}${key}` };
}
