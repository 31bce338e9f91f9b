import { Button, Collapse, Input, Message, Modal, Select, Space, Table, Tag } from '@arco-design/web-react';
import { ErrorState, apiErrorMessage, fenToYuan, formatDateTime, useRequest, useReturnFocus, useSelectKeepsFocus } from '@site/shared';
import { useCallback, useState } from 'react';
import { AdminFrame } from '../features/access';
import { getOrderTotals, getOrders, refundOrder, type AdminOrder, type DayTotal, type OrderStatus } from '../features/orders/api/orders';
import { DiscrepancyList } from '../features/orders/components/discrepancy-list';
import { RefundDialog } from '../features/orders/components/refund-dialog';
import { RefundLiveState } from '../features/orders/components/refund-live-state';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, canRefund } from '../features/orders/order-status';
import { providerLabel } from '../features/orders/providers';

const PER_PAGE = 20;
const TOTAL_DAYS = 30;
const yuan = (fen: number | null) => (fen === null ? '—' : `¥${fenToYuan(fen)}`);

function DailyTotals() {
  const { data, error, reload } = useRequest(`admin:order-totals:${TOTAL_DAYS}`, (signal) => getOrderTotals(TOTAL_DAYS, signal));
  if (error && !data) return <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} />;
  const columns = [
    { title: '日期', dataIndex: 'date' },
    { title: '支付笔数', dataIndex: 'paidCount' },
    { title: '支付金额', dataIndex: 'paidFen', render: yuan },
    { title: '其中已退款', dataIndex: 'refundedFen', render: yuan },
  ];
  return <Table<DayTotal> rowKey="date" size="small" columns={columns} data={data ?? []} pagination={{ pageSize: 7 }} noDataElement="最近 30 天没有支付" />;
}

function OrderAdmin() {
  const [query, setQuery] = useState<{ page: number; keyword: string; status?: OrderStatus }>({ page: 0, keyword: '' });
  const [typed, setTyped] = useState('');
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const [inspected, setInspected] = useState<AdminOrder | null>(null);
  useReturnFocus(inspected !== null);
  const statusSelect = useSelectKeepsFocus();
  const search = (keyword: string) => setQuery((q) => ({ ...q, page: 0, keyword: keyword.trim() }));
  const { data, error, loading, reload } = useRequest(`admin:orders:${JSON.stringify(query)}`, (signal) => getOrders({ ...query, perPage: PER_PAGE }, signal), {
    keepPrevious: true,
  });

  const refund = async (order: AdminOrder, reason: string) => {
    const result = await refundOrder(order.orderNum, reason);
    if (result.status === 'refund-fail') Message.warning(`退款失败：${result.failReason ?? '支付渠道拒绝'}（退款单号 ${result.refundNo}）`);
    else Message.success(result.status === 'refunded' ? `已退款（退款单号 ${result.refundNo}）` : `已提交退款，等待${providerLabel(order.provider)}确认（退款单号 ${result.refundNo}）`);
    reload();
  };
  // The live ask may have applied a final state: the list catches up when it differs.
  const inspectedStatus = inspected?.status;
  const onLiveStatus = useCallback(
    (status: string) => {
      if (inspectedStatus && status !== inspectedStatus) reload();
    },
    [inspectedStatus, reload],
  );

  const columns = [
    { title: '订单号', dataIndex: 'orderNum' },
    { title: '会员', render: (_: unknown, o: AdminOrder) => `${o.user.nickname}（${o.user.username}）` },
    { title: '课程', render: (_: unknown, o: AdminOrder) => o.course.title },
    { title: '金额', render: (_: unknown, o: AdminOrder) => yuan(o.paidAmount ?? o.amount) },
    { title: '支付渠道', dataIndex: 'provider', render: (provider: string) => providerLabel(provider) },
    { title: '支付时间', dataIndex: 'paySuccessTime', render: (v: string | null) => (v ? formatDateTime(v) : '—') },
    {
      title: '状态',
      render: (_: unknown, o: AdminOrder) => (
        <>
          <Tag color={ORDER_STATUS_COLORS[o.status]} title={o.refundFailReason ?? o.refundReason ?? undefined}>
            {ORDER_STATUS_LABELS[o.status]}
          </Tag>
          {o.refundNo ? <div style={{ fontSize: 12, color: 'var(--color-text-3)' }}>退款单号 {o.refundNo}</div> : null}
        </>
      ),
    },
    {
      title: '操作',
      render: (_: unknown, o: AdminOrder) => (
        <Space size="mini">
          {canRefund(o.status) ? (
            <Button size="mini" status="danger" onClick={() => setRefunding(o)} aria-label={`退款 ${o.orderNum}`}>
              {o.status === 'refund-fail' ? '重新退款' : '退款'}
            </Button>
          ) : null}
          {o.refundNo ? (
            <Button size="mini" onClick={() => setInspected(o)} aria-label={`退款状态 ${o.orderNum}`}>
              退款状态
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  if (error && !data) return <ErrorState message={apiErrorMessage(error, '加载失败')} onRetry={reload} />;
  return (
    <>
      <h1 style={{ fontSize: 20 }}>订单管理</h1>
      <Collapse defaultActiveKey={['totals', 'discrepancies']} style={{ marginBottom: 16 }}>
        <Collapse.Item name="totals" header="每日支付（最近 30 天）">
          <DailyTotals />
        </Collapse.Item>
        <Collapse.Item name="discrepancies" header="渠道差异（待处理）">
          <DiscrepancyList />
        </Collapse.Item>
      </Collapse>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="订单号、会员或课程"
          value={typed}
          onChange={setTyped}
          onSearch={(keyword) => search(keyword)}
          onPressEnter={() => search(typed)}
          onClear={() => search('')}
          style={{ width: 260 }}
        />
        <Select
          {...statusSelect}
          allowClear
          placeholder="全部状态"
          aria-label="订单状态"
          style={{ width: 140 }}
          value={query.status}
          onChange={(status: OrderStatus | undefined) => setQuery((q) => ({ ...q, page: 0, status }))}
          options={(Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]).map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))}
        />
      </Space>
      <Table
        rowKey="orderNum"
        loading={loading}
        columns={columns}
        data={data?.rows ?? []}
        noDataElement="没有符合条件的订单"
        scroll={{ x: 900 }}
        pagination={{ current: query.page + 1, pageSize: PER_PAGE, total: data?.count ?? 0, onChange: (current) => setQuery((q) => ({ ...q, page: current - 1 })) }}
      />
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} onRefunded={(reason) => (refunding ? refund(refunding, reason) : Promise.resolve())} />
      <Modal title={inspected ? `退款状态：订单 ${inspected.orderNum}` : ''} visible={inspected !== null} footer={null} onCancel={() => setInspected(null)} unmountOnExit>
        {inspected ? <RefundLiveState orderNum={inspected.orderNum} onStatus={onLiveStatus} /> : null}
      </Modal>
    </>
  );
}

export function OrdersPage() {
  return (
    <AdminFrame roles={['admin']}>
      <OrderAdmin />
    </AdminFrame>
  );
}
