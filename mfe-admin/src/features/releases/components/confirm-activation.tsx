import { Input, Modal } from '@arco-design/web-react';
import { apiErrorMessage } from '@site/shared';
import { useState } from 'react';

export interface PendingActivation {
  title: string;
  description: string;
  run: (reason: string) => Promise<void>;
}

/** Asks for a reason before a version changes; stays open with the server's message when it fails. */
export function ConfirmActivation({ pending, onClose }: { pending: PendingActivation | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const close = () => {
    setReason('');
    setError('');
    onClose();
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setError('');
    try {
      await pending.run(reason.trim());
      close();
    } catch (failure) {
      setError(apiErrorMessage(failure, '操作失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={pending?.title}
      visible={pending !== null}
      onOk={() => void confirm()}
      onCancel={close}
      okText="确认"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: reason.trim() === '' }}
      unmountOnExit
    >
      <p>{pending?.description}</p>
      <label htmlFor="activation-reason">原因（记入发布历史）</label>
      <Input.TextArea id="activation-reason" value={reason} onChange={setReason} maxLength={200} placeholder="例如：列表页空白" autoSize={{ minRows: 2 }} />
      {error ? (
        <p role="alert" style={{ color: 'rgb(var(--danger-6))', marginTop: 8 }}>
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
