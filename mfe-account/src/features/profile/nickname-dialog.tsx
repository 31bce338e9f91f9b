import { Input, Message, Modal } from '@arco-design/web-react';
import { isApiError, userAtom, useReturnFocus } from '@site/shared';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { updateProfile } from '../../api/profile';
import { canConfirmNickname, useNicknameCheck } from './use-nickname-check';

interface Props {
  current: string;
  onClose: () => void;
}

export function NicknameDialog({ current, onClose }: Props) {
  const [nickname, setNickname] = useState(current);
  const [saving, setSaving] = useState(false);
  // Rendered only while open: its going away closes it.
  useReturnFocus(true);
  const setUser = useSetAtom(userAtom);
  const status = useNicknameCheck(nickname, current);

  const save = async () => {
    setSaving(true);
    try {
      setUser(await updateProfile({ nickname: nickname.trim() }));
      Message.success('昵称已修改');
      onClose();
    } catch (error) {
      Message.error(isApiError(error) ? error.message : '修改失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  const hint =
    status.state === 'ing' ? '正在检查昵称是否可用…' : status.state === 'invalid' ? status.reason : status.state === 'valid' ? '昵称可以使用' : '';
  return (
    <Modal
      visible
      title="修改昵称"
      onCancel={onClose}
      onOk={save}
      okText="确认"
      confirmLoading={saving}
      okButtonProps={{ disabled: !canConfirmNickname(status, nickname, current) }}
      unmountOnExit
    >
      <Input aria-label="新昵称" value={nickname} maxLength={20} showWordLimit onChange={setNickname} placeholder="请输入新昵称" autoFocus />
      <div role="status" style={{ minHeight: 22, marginTop: 6, color: status.state === 'invalid' ? 'rgb(var(--danger-6))' : 'var(--color-text-3)' }}>
        {hint}
      </div>
    </Modal>
  );
}
