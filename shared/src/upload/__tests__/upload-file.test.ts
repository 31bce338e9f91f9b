import { http } from '../../api';
import { checkUploadFile } from '../check-upload-file';
import { uploadFile } from '../upload-file';

const MB = 1024 * 1024;

describe('checkUploadFile', () => {
  it.each([
    [{ size: 1000, type: 'image/png' }, 'avatar', null],
    [{ size: 1000, type: 'image/jpg' }, 'avatar', null],
    [{ size: 2 * MB, type: 'image/png' }, 'avatar', null],
    [{ size: 2 * MB + 1, type: 'image/png' }, 'avatar', '图片大小不能超过 2 MB'],
    [{ size: 1000, type: 'image/webp' }, 'avatar', '只能上传 JPG、PNG、GIF 格式的图片'],
    [{ size: 4 * MB, type: 'image/gif' }, 'shot-cover', null],
    [{ size: 1000, type: 'image/svg+xml' }, 'shot-cover', '只能上传 JPG、PNG、GIF 格式的图片'],
    [{ size: 1000, type: 'image/svg+xml' }, 'shot-image', null],
    [{ size: 1000, type: 'video/mp4' }, 'shot-image', '只能上传 PNG、JPG、GIF、WEBP、APNG、SVG 格式的图片'],
    [{ size: 1000, type: 'audio/mpeg' }, 'shot-image', '只能上传 PNG、JPG、GIF、WEBP、APNG、SVG 格式的图片'],
    [{ size: 0, type: 'image/png' }, 'avatar', '文件是空的，请重新选择'],
  ] as const)('%j as %s -> %s', (file, purpose, expected) => {
    expect(checkUploadFile(file, purpose)).toBe(expected);
  });
});

describe('uploadFile', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gets a token, sends token then file to the host, reports progress and answers host + key', async () => {
    const get = jest.spyOn(http, 'request').mockResolvedValue({ data: JSON.stringify({ data: { uploadToken: 'TOKEN', host: '/files/' } }) });
    const post = jest.spyOn(http, 'post').mockImplementation(async (_url, form, config) => {
      config?.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
      expect([...(form as FormData).keys()]).toEqual(['token', 'file']);
      return { data: JSON.stringify({ data: { key: 'avatar/1/abc.png' } }) };
    });
    const progress: number[] = [];
    const file = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });
    const result = await uploadFile(file, { purpose: 'avatar', onProgress: (p) => progress.push(p) });
    expect(result).toEqual({ key: 'avatar/1/abc.png', url: '/files/avatar/1/abc.png' });
    expect(get.mock.calls[0][0]).toMatchObject({ url: '/public/file/upload/token', params: { purpose: 'avatar' } });
    expect(post.mock.calls[0][0]).toBe('/files/');
    expect(progress).toEqual([50, 100]);
  });

  it('refuses a wrong file before asking for a token', async () => {
    const request = jest.spyOn(http, 'request');
    const file = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
    await expect(uploadFile(file, { purpose: 'avatar' })).rejects.toMatchObject({ code: 400 });
    expect(request).not.toHaveBeenCalled();
  });

  it('rejects with the server error (e.g. the real type is not allowed)', async () => {
    jest.spyOn(http, 'request').mockResolvedValue({ data: JSON.stringify({ data: { uploadToken: 'T', host: '/files/' } }) });
    jest.spyOn(http, 'post').mockResolvedValue({ data: JSON.stringify({ error: { code: 415, message: '不支持的文件格式' } }) });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await expect(uploadFile(file, { purpose: 'avatar' })).rejects.toMatchObject({ code: 415, message: '不支持的文件格式' });
  });
});

describe('uploadFile straight to an object store (presigned POST)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for a token with the file type, posts the fields then the file to the bucket without cookies, answers host + key', async () => {
    const fields = { key: 'avatar/1/0123456789abcdef0123456789abcdef.png', 'Content-Type': 'image/png', Policy: 'POLICY', 'X-Amz-Signature': 'SIG' };
    const get = jest.spyOn(http, 'request').mockResolvedValue({
      data: JSON.stringify({ data: { uploadToken: 'POLICY', host: '/files/', form: { url: 'http://bucket.example/site', fields } } }),
    });
    const post = jest.spyOn(http, 'post').mockImplementation(async (_url, form, config) => {
      expect([...(form as FormData).keys()]).toEqual([...Object.keys(fields), 'file']);
      expect(config).toMatchObject({ withCredentials: false });
      expect(config?.validateStatus?.(204)).toBe(true);
      expect(config?.validateStatus?.(403)).toBe(false);
      return { status: 204, data: '' };
    });
    const file = new File([new Uint8Array([0x89, 0x50])], 'me.png', { type: 'image/png' });
    expect(await uploadFile(file, { purpose: 'avatar' })).toEqual({ key: fields.key, url: `/files/${fields.key}` });
    expect(get.mock.calls[0][0]).toMatchObject({ params: { purpose: 'avatar', contentType: 'image/png' } });
    expect(post.mock.calls[0][0]).toBe('http://bucket.example/site');
  });

  it('turns a refusal of the bucket into the upload error', async () => {
    jest.spyOn(http, 'request').mockResolvedValue({
      data: JSON.stringify({ data: { uploadToken: 'P', host: '/files/', form: { url: 'http://bucket.example/site', fields: { key: 'avatar/1/a.png' } } } }),
    });
    jest.spyOn(http, 'post').mockRejectedValue(new Error('Request failed with status code 403'));
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await expect(uploadFile(file, { purpose: 'avatar' })).rejects.toMatchObject({ code: 0, message: '上传出错，请重试' });
  });
});
