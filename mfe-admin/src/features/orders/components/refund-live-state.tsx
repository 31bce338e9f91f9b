import { Button, Descriptions } from '@arco-design/web-react';
import { apiErrorMessage, LightSpin, useRequest } from '@site/shared';
import { useEffect } from 'react';
import { getRefundStatus } from '../api/refund-status';
import { LIVE_STATE_LABELS } from '../providers';

/**
 * The refund as its provider sees it now: asked when shown (the server applies a final answer on the spot),
 * so the admin never decides on a state the provider has moved past. `onStatus` tells the page the order's
 * status after the ask, so its list can catch up.
 */
export function RefundLiveState({ orderNum, onStatus }: { orderNum: string; onStatus?: (status: string) => void }) {
  const { data, error, loading, reload } = useRequest(`admin:refund-status:${orderNum}`, (signal) => getRefundStatus(orderNum, signal));
  useEffect(() => {
    if (data) onStatus?.(data.status);
  }, [data, onStatus]);
  if (error && !data) {
    return (
      <p role="alert">
        {apiErrorMessage(error, '退款状态查询失败')}{' '}
        <Button size="mini" onClick={reload}>
          重试
        </Button>
      </p>
    );
  }
  if (!data) return <LightSpin label="正在查询退款状态" />;
  const live = `${LIVE_STATE_LABELS[data.live]}${data.liveDetail ? `：${data.liveDetail}` : ''}`;
  return (
    <div aria-label="退款状态" role="group" style={{ marginBottom: 12 }}>
      <Descriptions
        column={1}
        size="small"
        data={[
          { label: '支付渠道', value: data.providerLabel },
          { label: '退款单号', value: data.refundNo || '—' },
          { label: '渠道退款号', value: data.refundRef ?? '—' },
          { label: '渠道状态', value: live },
        ]}
      />
      <Button size="mini" loading={loading} onClick={reload}>
        刷新状态
      </Button>
    </div>
  );
}
