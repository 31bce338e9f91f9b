import { Button, Card, Space, Table, Tabs, Tag, Typography } from '@arco-design/web-react';
import { formatDateTime, tablistRole } from '@site/shared';
import type { RemoteReleases, ReleasedVersion } from '../api/releases';
import { REMOTE_LABELS, formatSize } from '../remote-labels';

export interface RemoteCardActions {
  onRollback: (remote: RemoteReleases) => void;
  onActivate: (remote: RemoteReleases, version: string) => void;
}

const time = (value: string) => formatDateTime(value);

/** Who the server records for a rollback it made itself (failure share above the threshold). */
const AUTO_ROLLBACK_ACTOR = 'auto-rollback';

/** Why 回滚到上一版本 cannot be pressed (null when it can): a greyed button alone says nothing. */
export function rollbackBlocker(remote: RemoteReleases): string | null {
  if (remote.rollbackTarget) return null;
  if (!remote.active) return '尚未发布，没有可回滚的版本';
  if (remote.versions.length <= 1) return '只有一个版本，没有可回滚的上一版本';
  // Every earlier activation was rolled back: there is no "previous" left, but any version can still be chosen.
  return '没有可回滚的上一版本，可在下方版本列表中启用任一版本';
}

/** One remote: its active version, a rollback button, its versions and its activation history. */
export function RemoteReleaseCard({ remote, onRollback, onActivate }: { remote: RemoteReleases } & RemoteCardActions) {
  const label = `${REMOTE_LABELS[remote.name]}（${remote.name}）`;
  const blocker = rollbackBlocker(remote);
  const blockerId = `rollback-blocker-${remote.name}`;
  const versionColumns = [
    { title: '版本', dataIndex: 'version', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: '发布时间', dataIndex: 'releasedAt', render: time },
    { title: '大小', dataIndex: 'sizeBytes', render: formatSize },
    { title: '源码提交', dataIndex: 'sourceCommit', render: (v: string | null) => v ?? '—' },
    {
      title: '近 1 小时加载',
      render: (_: unknown, row: ReleasedVersion) => {
        const { loads, fallbacks, failures } = row.lastHour;
        const total = loads + fallbacks + failures;
        if (total === 0) return '—';
        const failed = fallbacks + failures;
        return (
          <span title={`成功 ${loads}，回退到旧版本 ${fallbacks}，失败 ${failures}`}>
            {total} 次{failed > 0 ? <Tag color="red" style={{ marginLeft: 4 }}>失败 {Math.round((failed / total) * 100)}%</Tag> : null}
          </span>
        );
      },
    },
    {
      title: '状态',
      render: (_: unknown, row: ReleasedVersion) =>
        row.version === remote.active ? <Tag color="green">当前</Tag> : row.rolledBackAt ? <Tag color="red">已回滚</Tag> : <Tag>可用</Tag>,
    },
    {
      title: '操作',
      render: (_: unknown, row: ReleasedVersion) =>
        row.version === remote.active ? null : (
          <Button size="mini" type="outline" onClick={() => onActivate(remote, row.version)} aria-label={`启用 ${remote.name} ${row.version}`}>
            启用
          </Button>
        ),
    },
  ];
  const historyColumns = [
    { title: '时间', dataIndex: 'at', render: time },
    { title: '操作', dataIndex: 'kind', render: (kind: string) => (kind === 'release' ? '发布' : '回滚') },
    { title: '版本', dataIndex: 'version' },
    { title: '操作人', dataIndex: 'by', render: (by: string) => (by === AUTO_ROLLBACK_ACTOR ? <Tag color="orangered">自动回滚</Tag> : by) },
    { title: '原因', dataIndex: 'reason', render: (v: string) => v || '—' },
  ];

  return (
    <Card
      className="admin-remote-card"
      title={label}
      aria-label={label}
      extra={
        <Space>
          <span>
            当前版本：<Typography.Text code>{remote.active ?? '未发布'}</Typography.Text>
          </span>
          <Button type="primary" status="warning" disabled={blocker !== null} aria-describedby={blocker ? blockerId : undefined} onClick={() => onRollback(remote)}>
            回滚到上一版本
          </Button>
        </Space>
      }
    >
      {blocker ? (
        <p id={blockerId} style={{ margin: '0 0 8px', color: 'var(--color-text-2)', textAlign: 'right' }}>
          {blocker}
        </p>
      ) : null}
      <Tabs ref={tablistRole} defaultActiveTab="versions">
        <Tabs.TabPane key="versions" title={`版本（${remote.versions.length}）`}>
          {remote.versions.length > 1 ? <p style={{ margin: '0 0 8px', color: 'var(--color-text-3)' }}>任一已发布的版本都可在它所在的行启用，原因记入发布历史。</p> : null}
          <Table rowKey="version" size="small" columns={versionColumns} data={remote.versions} pagination={{ pageSize: 5 }} noDataElement="尚未发布" />
        </Tabs.TabPane>
        <Tabs.TabPane key="history" title="启用历史">
          <Table rowKey={(row) => `${row.at}-${row.version}`} size="small" columns={historyColumns} data={remote.history} pagination={{ pageSize: 5 }} noDataElement="暂无记录" />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
