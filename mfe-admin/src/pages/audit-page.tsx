import { Table } from '@arco-design/web-react';
import { ErrorState, apiErrorMessage, formatDateTime, useRequest } from '@site/shared';
import { useState } from 'react';
import { AdminFrame } from '../features/access';
import { actionLabel, showJson } from '../features/audit/action-labels';
import { getAudit } from '../features/audit/api/audit';

const PER_PAGE = 20;

const columns = [
  { title: '时间', dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
  { title: '操作人', dataIndex: 'actorName' },
  { title: '操作', dataIndex: 'action', render: actionLabel },
  { title: '对象', render: (_: unknown, row: { targetType: string; targetId: string }) => `${row.targetType} ${row.targetId}` },
  { title: '原因', dataIndex: 'reason', render: (v: string) => v || '—' },
  { title: '修改前', dataIndex: 'before', render: showJson },
  { title: '修改后', dataIndex: 'after', render: showJson },
];

function AuditLog() {
  const [page, setPage] = useState(0);
  const { data, error, loading, reload } = useRequest(`admin:audit:${page}`, (signal) => getAudit({ page, perPage: PER_PAGE }, signal), { keepPrevious: true });
  if (error && !data) return <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} />;
  return (
    <>
      <h1 style={{ fontSize: 20 }}>操作日志</h1>
      <Table
        rowKey="id"
        loading={loading}
        columns={columns}
        data={data?.rows ?? []}
        noDataElement="暂无操作记录"
        pagination={{ current: page + 1, pageSize: PER_PAGE, total: data?.count ?? 0, onChange: (current) => setPage(current - 1) }}
      />
    </>
  );
}

export function AuditPage() {
  return (
    <AdminFrame roles={['admin']}>
      <AuditLog />
    </AdminFrame>
  );
}
