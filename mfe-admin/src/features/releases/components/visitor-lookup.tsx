import { Card, Empty, Input, Table, Tag } from '@arco-design/web-react';
import { apiErrorMessage, ErrorState, formatDateTime, LightSpin, useRequest } from '@site/shared';
import { useState } from 'react';
import { getVisitorLoads, type VisitorVersion } from '../api/visitor-loads';
import { REMOTE_LABELS } from '../remote-labels';

/** "Which version did they get": a username or visitor id, and what each remote served them in the last 24 hours. */
export function VisitorLookup({ activeVersions }: { activeVersions: Record<string, string | null> }) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const { data, error, loading, reload } = useRequest(query ? `admin:visitor:${query}` : null, (signal) => getVisitorLoads(query, signal));

  const columns = (remote: string) => [
    {
      title: '版本',
      render: (_: unknown, row: VisitorVersion) => (
        <span>
          {row.version} {activeVersions[remote] === row.version ? <Tag color="green" size="small">当前</Tag> : null}
        </span>
      ),
    },
    { title: '加载成功', dataIndex: 'loads' },
    { title: '回退', render: (_: unknown, row: VisitorVersion) => (row.fallbacks ? `${row.fallbacks}（改用 ${row.servedVersions.join('、')}）` : 0) },
    { title: '失败', dataIndex: 'failures' },
    { title: '最近一次', render: (_: unknown, row: VisitorVersion) => formatDateTime(row.lastAt) },
  ];

  return (
    <Card title="访客拿到的版本" style={{ marginBottom: 16 }}>
      <p style={{ marginTop: 0, color: 'var(--color-text-3)' }}>输入用户名或访客标识（浏览器本地保存的 visitorId），查看最近 24 小时内每个模块加载到的版本。</p>
      <Input.Search
        allowClear
        placeholder="用户名或访客标识"
        aria-label="用户名或访客标识"
        value={typed}
        onChange={setTyped}
        onSearch={(value) => setQuery(value.trim())}
        onPressEnter={() => setQuery(typed.trim())}
        onClear={() => setQuery('')}
        style={{ maxWidth: 320 }}
        searchButton="查询"
      />
      {loading ? <LightSpin label="正在查询" block={16} /> : null}
      {query && error && !loading ? <ErrorState message={apiErrorMessage(error, '查询失败')} onRetry={reload} /> : null}
      {data && !loading && !error ? (
        <div style={{ marginTop: 12 }}>
          <p>
            {data.who.kind === 'user' ? `用户 ${data.who.nickname}（${data.who.username}）` : `访客 ${data.who.visitorId}`}
          </p>
          {data.remotes.length === 0 ? <Empty description="最近 24 小时没有加载记录" /> : null}
          {data.remotes.map((entry) => (
            <div key={entry.remote} style={{ marginBottom: 12 }}>
              <h3 style={{ fontSize: 14, margin: '8px 0' }}>{REMOTE_LABELS[entry.remote]}</h3>
              <Table rowKey="version" size="small" columns={columns(entry.remote)} data={entry.versions} pagination={false} scroll={{ x: 520 }} />
            </div>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
