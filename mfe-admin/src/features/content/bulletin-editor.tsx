import { Checkbox, Input, Modal } from '@arco-design/web-react';
import { apiErrorMessage, useReturnFocus } from '@site/shared';
import { useState } from 'react';

export interface BulletinDraft {
  id?: number;
  description: string;
  published: boolean;
}

/** What publishing does, said before it is done (the editor's and the list's confirmations). */
export const PUBLISH_WARNING = '发布后，所有访客的通知栏会立即显示它（显示最新一条已发布的公告）。';

/** Create or edit one bulletin; stays open with the server's message when saving fails. */
export function BulletinEditor({ draft, onSave, onClose }: { draft: BulletinDraft; onSave: (draft: BulletinDraft) => Promise<void>; onClose: () => void }) {
  const [description, setDescription] = useState(draft.description);
  const [published, setPublished] = useState(draft.published);
  const [busy, setBusy] = useState(false);
  // Rendered only while open: its going away closes it.
  useReturnFocus(true);
  const [error, setError] = useState('');
  /** Publishing reaches every visitor at once, so a bulletin that was not published asks first. */
  const [confirming, setConfirming] = useState(false);
  // The confirmation asked over the editor gives the focus back to its 保存并发布.
  useReturnFocus(confirming);
  const publishes = published && !draft.published;
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
    <>
      <Modal
        title={draft.id ? '编辑公告' : '新建公告'}
        visible
        onOk={() => (publishes ? setConfirming(true) : void save())}
        onCancel={onClose}
        okText={publishes ? '保存并发布' : '保存'}
        cancelText="取消"
        confirmLoading={busy}
        okButtonProps={{ disabled: description.trim() === '' }}
      >
        <label htmlFor="bulletin-text">公告内容</label>
        <Input.TextArea id="bulletin-text" value={description} onChange={setDescription} maxLength={200} showWordLimit autoSize={{ minRows: 2 }} />
        <Checkbox checked={published} onChange={setPublished} style={{ marginTop: 12 }}>
          发布（不勾选则存为草稿，通知栏显示最新一条已发布的公告）
        </Checkbox>
        {error ? (
          <p role="alert" style={{ color: 'rgb(var(--danger-6))', marginTop: 8 }}>
            {error}
          </p>
        ) : null}
      </Modal>
      <Modal
        title="发布这条公告？"
        visible={confirming}
        onOk={() => {
          setConfirming(false);
          void save();
        }}
        onCancel={() => setConfirming(false)}
        okText="发布"
        cancelText="再想想"
      >
        {PUBLISH_WARNING}
      </Modal>
    </>
  );
}
