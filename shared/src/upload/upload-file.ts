import type { AxiosProgressEvent } from 'axios';
// '@site/shared', not a relative path: this subpath is bundled by each remote that uploads, and must use the
// page's one configured API client (the singleton), not a copy of its own.
import { ApiError, http, unwrapEnvelope, type UploadPurpose } from '@site/shared';
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
  const { uploadToken, host, form: direct } = await getUploadToken(purpose, file.type === 'image/jpg' ? 'image/jpeg' : file.type);

  const form = new FormData();
  if (direct) {
    // Straight to the object store: the presigned fields must all come before the file.
    for (const [name, value] of Object.entries(direct.fields)) form.append(name, value);
  } else {
    // The token goes first: the server checks it before reading the file.
    form.append('token', uploadToken);
  }
  form.append('file', file, file.name);

  const progress = (event: AxiosProgressEvent) => {
    if (onProgress && event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
  };
  let key: string;
  if (direct) {
    if (!direct.fields.key) throw new ApiError({ code: 0, message: '上传出错，请重试' });
    await postToBucket(direct.url, form, progress, signal);
    key = direct.fields.key;
  } else {
    let raw: unknown;
    try {
      const response = await http.post(host, form, { baseURL: '', timeout: UPLOAD_TIMEOUT_MS, signal, onUploadProgress: progress });
      raw = response.data;
    } catch {
      throw new ApiError({ code: 0, message: '上传出错，请重试' });
    }
    ({ key } = unwrapEnvelope<{ key: string }>(raw));
  }
  onProgress?.(100);
  return { key, url: `${host}${key}` };
}

/**
 * A presigned POST to the bucket: another origin, so no cookies go with it; the bucket answers 204
 * (or 201) with no envelope, and an XML error when its policy refuses the file.
 */
async function postToBucket(url: string, form: FormData, onUploadProgress: (event: AxiosProgressEvent) => void, signal?: AbortSignal): Promise<void> {
  try {
    await http.post(url, form, {
      baseURL: '',
      withCredentials: false,
      timeout: UPLOAD_TIMEOUT_MS,
      signal,
      onUploadProgress,
      validateStatus: (status) => status >= 200 && status < 300,
    });
  } catch {
    throw new ApiError({ code: 0, message: '上传出错，请重试' });
  }
}
