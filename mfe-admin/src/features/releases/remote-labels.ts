import type { RemoteName } from '@site/shared';

export const REMOTE_LABELS: Record<RemoteName, string> = {
  course: '课程',
  shots: '学员作品',
  podcast: '播客',
  account: '个人中心',
  forms: '健康表单',
  admin: '管理后台',
};

/** "12.3 KB" */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
