import { Button, Message, Table } from '@arco-design/web-react';
import { ErrorState, apiErrorMessage, fenToYuan, formatDateTime, useRequest } from '@site/shared';
import { useState } from 'react';
import { ReasonDialog, type ReasonRequest } from '../../reason/reason-dialog';
import { type Discrepancy, getOpenDiscrepancies, resolveDiscrepancy } from '../api/discrepancies';
import { providerLabel } from '../providers';

const KIND_LABELS: Record<string, string> = { 'unknown-refund': '本站未发起的退款' };

/** What the providers reported that the orders do not explain, until an admin marks each one dealt with. */
export function DiscrepancyList() {
  const { data, error, reload } = useRequest('admin:order-discrepancies', (signal) => getOpenDiscrepancies(signal));
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  if (error && !data) return <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} />;
  const ask = (item: Discrepancy) =>
    setRequest({
      title: `标记已处理：订单 ${item.orderNum}`,
      description: `${providerLabel(item.provider)}报告的「${KIND_LABELS[item.kind] ?? item.kind}」将从待处理中移除。`,
      run: async (reason) => {
        await resolveDiscrepancy(item.id, reason);
        Message.success('已标记为已处理');
        reload();
      },
    });
  const columns = [
    { title: '发现时间', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
    { title: '渠道', dataIndex: 'provider', render: (value: string) => providerLabel(value) },
    { title: '类型', dataIndex: 'kind', render: (value: string) => KIND_LABELS[value] ?? value },
    { title: '订单号', dataIndex: 'orderNum' },
    { title: '渠道退款单号', dataIndex: 'refundNo', render: (value: string) => value || '—' },
    { title: '金额', dataIndex: 'amountFen', render: (value: number | null) => (value === null ? '—' : `¥${fenToYuan(value)}`) },
    { title: '说明', dataIndex: 'detail' },
    {
      title: '操作',
      render: (_: unknown, item: Discrepancy) => (
        <Button size="mini" onClick={() => ask(item)} aria-label={`标记已处理 ${item.orderNum}`}>
          标记已处理
        </Button>
      ),
    },
  ];
  return (
    <>
      <Table<Discrepancy> rowKey="id" size="small" columns={columns} data={data?.rows ?? []} pagination={false} noDataElement="没有待处理的渠道差异" scroll={{ x: 900 }} />
      <ReasonDialog request={request} onClose={() => setRequest(null)} />
    </>
  );
}
