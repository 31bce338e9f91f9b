import { Tag } from '@arco-design/web-react';
import { fenToYuan, formatDateTime, getHref, PAGE_SIZE, type Order, type OrderStatus } from '@site/shared';
import { Link } from 'react-router-dom';
import { getOrders } from '../../api/lists';
import { PagedSection } from '../paged-section';

const STATUS: Record<OrderStatus, { label: string; color: string }> = {
  paid: { label: '已支付', color: 'green' },
  refunding: { label: '退款中', color: 'orange' },
  'refund-fail': { label: '退款失败', color: 'red' },
};

function OrderRow({ order }: { order: Order }) {
  const status = STATUS[order.status] ?? { label: order.status, color: 'gray' };
  return (
    <article style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 4, padding: '14px 0', borderBottom: '1px solid var(--color-border-1)' }}>
      <Link to={getHref('courseDetail', { courseId: order.courseId })} style={{ fontWeight: 500 }}>
        {order.courseInfo.title}
      </Link>
      <strong style={{ textAlign: 'right' }}>¥{fenToYuan(order.paidAmount)}</strong>
      <span style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
        订单号 {order.orderNum}
        {order.paySuccessTime ? ` · 支付时间 ${formatDateTime(order.paySuccessTime)}` : ''}
      </span>
      <span style={{ textAlign: 'right' }}>
        <Tag color={status.color} size="small">
          {status.label}
        </Tag>
      </span>
    </article>
  );
}

export function OrdersTab() {
  return (
    <PagedSection<Order>
      layout="list"
      fetchPage={getOrders}
      pageSize={PAGE_SIZE.default}
      getKey={(order) => order.orderNum}
      renderItem={(order) => <OrderRow order={order} />}
      emptyText="暂无订单"
    />
  );
}
