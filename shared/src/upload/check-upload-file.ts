import { UPLOAD_RULES, type UploadPurpose } from '@site/shared';

const formatSize = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Checks a chosen file before anything is sent, so the user hears at once why it cannot be used.
 * The server checks again by the file's real bytes; this only reads the browser's claim.
 */
export function checkUploadFile(file: Pick<File, 'size' | 'type'>, purpose: UploadPurpose): string | null {
  const rule = UPLOAD_RULES[purpose];
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!(rule.contentTypes as readonly string[]).includes(type)) return `只能上传 ${rule.typeLabel} 格式的图片`;
  if (file.size > rule.maxBytes) return `图片大小不能超过 ${formatSize(rule.maxBytes)}`;
  if (file.size === 0) return '文件是空的，请重新选择';
  return null;
}
