import { Checkbox, Input, Modal } from '@arco-design/web-react';
import { apiErrorMessage } from '@site/shared';
import { useState } from 'react';

export interface BulletinDraft {
  id?: number;
  description: string;
  published: boolean;
}

/** Create or edit one bulletin; stays open with the server's message when saving fails. */
export function BulletinEditor({ draft, onSave, onClose }: { draft: BulletinDraft; onSave: (draft: BulletinDraft) => Promise<void>; onClose: () => void }) {
  const [description, setDescription] = useState(draft.description);
  const [published, setPublished] = useState(draft.published);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const save = async () => {
    setBusy(true);
    setError('');
    try {
      await onSave({ id: draft.id, description: description.trim(), published });
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure, '保存失败'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={draft.id ? '编辑公告' : '新建公告'}
      visible
      onOk={() => void save()}
      onCancel={onClose}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: description.trim() === '' }}
    >
      <label htmlFor="bulletin-text">公告内容</label>
      <Input.TextArea id="bulletin-text" value={description} onChange={setDescription} maxLength={200} showWordLimit autoSize={{ minRows: 2 }} />
      <Checkbox checked={published} onChange={setPublished} style={{ marginTop: 12 }}>
        发布（通知栏显示最新一条已发布的公告）
      </Checkbox>
      {error ? (
        <p role="alert" style={{ color: 'rgb(var(--danger-6))', marginTop: 8 }}>
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
