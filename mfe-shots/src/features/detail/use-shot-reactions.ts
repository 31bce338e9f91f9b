import { showToast, useLoginAction, userAtom, type Shot } from '@site/shared';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { collectShot } from '../../api/collect-shot';
import { likeShot } from '../../api/like-shot';

/** Like and collect for the detail page: visitors are asked to log in (spec 6), toasts of spec 8. */
export function useShotReactions(shot: Shot) {
  const user = useAtomValue(userAtom);
  const login = useLoginAction();
  const [liked, setLiked] = useState(shot.hasLiked);
  const [likeNum, setLikeNum] = useState(shot.likeNum);
  const [collected, setCollected] = useState(shot.hasCollected);
  const busy = useRef(false);

  const run = async (action: () => Promise<void>, failure: string) => {
    if (!user) return login();
    if (busy.current) return;
    busy.current = true;
    try {
      await action();
    } catch {
      void showToast('error', failure);
    } finally {
      busy.current = false;
    }
  };

  const toggleLike = () =>
    run(async () => {
      const result = await likeShot(shot.id, !liked);
      setLiked(result.hasLike);
      setLikeNum(result.likeNum);
      void showToast('success', result.hasLike ? '点赞成功' : '已取消点赞');
    }, '操作失败，请重试');

  const toggleCollect = () =>
    run(async () => {
      const result = await collectShot(shot.id, !collected);
      setCollected(result.hasCollected);
      void showToast('success', result.hasCollected ? '收藏成功' : '已取消收藏');
    }, '收藏失败');

  return { liked, likeNum, collected, toggleLike, toggleCollect };
}
