import { Input, Modal } from '@arco-design/web-react';
import { apiErrorMessage, useReturnFocus } from '@site/shared';
import { useState } from 'react';

export interface ReasonRequest {
  title: string;
  description: string;
  /** Where the reason is kept, shown in its label. */
  keptIn?: string;
  /** The server's limit for this reason (200 unless told). */
  maxLength?: number;
  run: (reason: string) => Promise<void>;
}

/** Every admin change asks why (kept in the audit log); the dialog stays open with the server's message on failure. */
export function ReasonDialog({ request, onClose }: { request: ReasonRequest | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useReturnFocus(request !== null);
  const close = () => {
    setReason('');
    setError('');
    onClose();
  };
  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    setError('');
    try {
      await request.run(reason.trim());
      close();
    } catch (failure) {
      setError(apiErrorMessage(failure, '操作失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={request?.title}
      visible={request !== null}
      onOk={() => void confirm()}
      onCancel={close}
      okText="确认"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: reason.trim() === '' }}
      unmountOnExit
    >
      <p>{request?.description}</p>
      <label htmlFor="admin-change-reason">原因（记入{request?.keptIn ?? '操作日志'}）</label>
      <Input.TextArea id="admin-change-reason" value={reason} onChange={setReason} maxLength={request?.maxLength ?? 200} autoSize={{ minRows: 2 }} />
      {error ? (
        <p role="alert" style={{ color: 'rgb(var(--danger-6))', marginTop: 8 }}>
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
