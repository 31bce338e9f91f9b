import { isApiError, LightButton, showToast, useLoginAction, userAtom } from '@site/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { setFollow } from '../api/set-follow';

/** 关注 / 已关注 (spec 4: follow toggles followed; login first). */
export function FollowButton({ userId, followed, onChange }: { userId: number; followed: boolean; onChange: (followed: boolean) => void }) {
  const user = useAtomValue(userAtom);
  const login = useLoginAction();
  const [busy, setBusy] = useState(false);
  if (user?.id === userId) return null;
  const toggle = async () => {
    if (!user) return login();
    setBusy(true);
    try {
      await setFollow(userId, !followed);
      onChange(!followed);
      if (!followed) void showToast('success', '关注成功');
    } catch (error) {
      void showToast('error', isApiError(error) ? error.message : '操作失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <LightButton type={followed ? 'secondary' : 'primary'} loading={busy} onClick={() => void toggle()}>
      {followed ? '已关注' : '关注'}
    </LightButton>
  );
}
