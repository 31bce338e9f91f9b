/** Chinese names of the audit log's actions; unknown ones show as recorded. */
const LABELS: Record<string, string> = {
  'release.rollback': '回滚前端模块',
  'release.activate': '启用前端版本',
  'shot.disable': '禁用作品',
  'shot.enable': '解除禁用作品',
  'user.update': '修改用户',
  'order.refund': '订单退款',
  'bulletin.create': '新建公告',
  'bulletin.update': '修改公告',
  'bulletin.delete': '删除公告',
};

export const actionLabel = (action: string) => LABELS[action] ?? action;

/** Compact JSON of a before/after record. */
export const showJson = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));
