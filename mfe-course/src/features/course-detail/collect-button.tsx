import { IconStar, IconStarFill } from '@arco-design/web-react/icon';
import { LightButton, showToast, useLoginAction, userAtom } from '@site/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { collectCourse } from '../../api/collect-course';

/** 收藏 / 已收藏 (login first). */
export function CollectButton({ courseId, collected, onChange }: { courseId: number; collected: boolean; onChange: (collected: boolean) => void }) {
  const user = useAtomValue(userAtom);
  const login = useLoginAction();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (busy) return;
    if (!user) return login();
    setBusy(true);
    try {
      const result = await collectCourse(courseId, !collected);
      onChange(result.hasCollected);
      void showToast('success', result.hasCollected ? '收藏成功' : '已取消收藏');
    } catch {
      void showToast('error', '收藏失败');
    } finally {
      setBusy(false);
    }
  };
  const star = collected ? <IconStarFill style={{ color: 'rgb(var(--gold-6))' }} /> : <IconStar />;
  return (
    <LightButton loading={busy} icon={star} onClick={() => void toggle()} aria-pressed={collected}>
      {collected ? '已收藏' : '收藏'}
    </LightButton>
  );
}
