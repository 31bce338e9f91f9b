import { Button, Input, Message, Space, Table } from '@arco-design/web-react';
import { ErrorState, apiErrorMessage, fenToYuan, formatDateTime, useRequest } from '@site/shared';
import { useState } from 'react';
import { ReasonDialog, type ReasonRequest } from '../../reason/reason-dialog';
import { type Discrepancy, fixDiscrepancy, getOpenDiscrepancies, reconcileDay, resolveDiscrepancy } from '../api/discrepancies';
import { providerLabel } from '../providers';

const KIND_LABELS: Record<string, string> = {
  'unknown-refund': '本站未发起的退款',
  'paid-not-recorded': '渠道已收款，本站未记',
  'amount-differs': '金额不一致',
  'refund-not-recorded': '渠道已退款，本站未记',
};

/** Yesterday in Beijing (the day bills are ready for), as YYYY-MM-DD. */
const beijingYesterday = () => new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

/** Runs a day's reconciliation (any day; the server also runs yesterday on its own). */
function ReconcileForm({ onDone }: { onDone: () => void }) {
  const [day, setDay] = useState(beijingYesterday);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const result = await reconcileDay(day);
      const pending = result.pending.length ? `；${result.pending.map(providerLabel).join('、')}的账单尚未生成，稍后再试` : '';
      Message.info(`${result.day} 对账完成：核对 ${result.checked} 笔，差异 ${result.differences} 笔${pending}`);
      onDone();
    } catch (failure) {
      Message.error(apiErrorMessage(failure, '对账失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space style={{ marginBottom: 12 }}>
      <label htmlFor="reconcile-day">对账日期（北京时间）</label>
      <Input id="reconcile-day" type="date" value={day} onChange={setDay} style={{ width: 160 }} />
      <Button type="primary" loading={busy} disabled={!/^\d{4}-\d{2}-\d{2}$/.test(day)} onClick={() => void run()}>
        开始对账
      </Button>
    </Space>
  );
}

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
  // Safe only because the server marks it paid after the provider's own query confirms the payment.
  const fix = async (item: Discrepancy) => {
    try {
      await fixDiscrepancy(item.id);
      Message.success(`已确认到账，订单 ${item.orderNum} 补记为已支付`);
      reload();
    } catch (failure) {
      Message.error(apiErrorMessage(failure, '补记失败'));
    }
  };
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
        <Space size="mini">
          {item.kind === 'paid-not-recorded' ? (
            <Button size="mini" type="primary" onClick={() => void fix(item)} aria-label={`查询并补记 ${item.orderNum}`}>
              查询并补记
            </Button>
          ) : null}
          <Button size="mini" onClick={() => ask(item)} aria-label={`标记已处理 ${item.orderNum}`}>
            标记已处理
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ReconcileForm onDone={reload} />
      <Table<Discrepancy> rowKey="id" size="small" columns={columns} data={data?.rows ?? []} pagination={false} noDataElement="没有待处理的渠道差异" scroll={{ x: 900 }} />
      <ReasonDialog request={request} onClose={() => setRequest(null)} />
    </>
  );
}
