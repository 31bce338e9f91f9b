import { Input, Modal } from '@arco-design/web-react';
import { apiErrorMessage, fenToYuan, useReturnFocus } from '@site/shared';
import { useState } from 'react';
import type { AdminOrder } from '../api/orders';
import { REFUND_REASON_MAX_CHARS, WECHAT_REASON_MAX_BYTES, providerLabel, utf8Bytes } from '../providers';
import { RefundLiveState } from './refund-live-state';

/** How long the reason may be, in the unit its provider counts. */
function ReasonLimit({ provider, reason }: { provider: string; reason: string }) {
  if (provider === 'wechat') {
    const bytes = utf8Bytes(reason);
    return (
      <p style={{ color: bytes > WECHAT_REASON_MAX_BYTES ? 'rgb(var(--warning-6))' : undefined, marginTop: 4 }}>
        {bytes} / {WECHAT_REASON_MAX_BYTES} 字节。微信支付的退款原因最多 {WECHAT_REASON_MAX_BYTES} 字节（约 26 个汉字，一个汉字 3 字节），超出部分发给微信时截断，完整原因仍记入操作日志。
      </p>
    );
  }
  return (
    <p style={{ marginTop: 4 }}>
      {Array.from(reason).length} / {REFUND_REASON_MAX_CHARS} 字
    </p>
  );
}

/**
 * The refund form: the provider that took the money, and for a retry the refund number it knows and its
 * live state (a retry asks first and resubmits the same number). The dialog stays open with the server's
 * message on failure.
 */
export function RefundDialog({ order, onClose, onRefunded }: { order: AdminOrder | null; onClose: () => void; onRefunded: (reason: string) => Promise<void> }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useReturnFocus(order !== null);
  const close = () => {
    setReason('');
    setError('');
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      await onRefunded(reason.trim());
      close();
    } catch (failure) {
      setError(apiErrorMessage(failure, '退款失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  const label = order ? providerLabel(order.provider) : '';
  return (
    <Modal
      title={order ? `${order.refundNo ? '重新退款' : '退款'}：订单 ${order.orderNum}` : ''}
      visible={order !== null}
      onOk={() => void confirm()}
      onCancel={close}
      okText="确认"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: reason.trim() === '' }}
      unmountOnExit
    >
      {order ? (
        <>
          <p>
            将通过{label}全额退款 ¥{fenToYuan(order.paidAmount ?? order.amount)}，退款完成后收回「{order.course.title}」。
          </p>
          {order.refundNo ? (
            <>
              <p>将先向{label}查询退款单 {order.refundNo} 的状态：已退款则直接入账；未退款时以同一退款单号重新发起（支付渠道要求同一笔退款沿用原单号）。</p>
              <RefundLiveState orderNum={order.orderNum} />
            </>
          ) : null}
          <label htmlFor="admin-change-reason">原因（记入操作日志）</label>
          <Input.TextArea id="admin-change-reason" value={reason} onChange={setReason} maxLength={REFUND_REASON_MAX_CHARS} autoSize={{ minRows: 2 }} />
          <ReasonLimit provider={order.provider} reason={reason} />
        </>
      ) : null}
      {error ? (
        <p role="alert" style={{ color: 'rgb(var(--danger-6))', marginTop: 8 }}>
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
