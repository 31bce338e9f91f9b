import { Input, Modal } from '@arco-design/web-react';
import { useState } from 'react';
import { useReturnFocus } from '../components/use-return-focus';
import type { Comment } from '../contract';

const REASON_MAX = 200;

/** 举报: asks for an optional reason; the caller sends it and closes the dialog. */
export function ReportDialog({ comment, onSubmit, onClose }: { comment: Comment | null; onSubmit: (comment: Comment, reason: string) => Promise<void>; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  useReturnFocus(comment !== null);
  const close = () => {
    setReason('');
    onClose();
  };
  const submit = async () => {
    if (!comment) return;
    setBusy(true);
    try {
      await onSubmit(comment, reason.trim());
      close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="举报评论" visible={comment !== null} onOk={() => void submit()} onCancel={close} okText="提交举报" cancelText="取消" confirmLoading={busy} unmountOnExit>
      <p style={{ marginTop: 0, color: 'var(--color-text-2)', wordBreak: 'break-word' }}>“{comment?.content}”</p>
      <label htmlFor="comment-report-reason">举报理由（选填）</label>
      <Input.TextArea id="comment-report-reason" value={reason} onChange={setReason} maxLength={REASON_MAX} showWordLimit autoSize={{ minRows: 2 }} placeholder="例如：广告、辱骂、与内容无关" />
    </Modal>
  );
}
