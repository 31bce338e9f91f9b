import { showToast, useLoginAction, userAtom } from '@site/shared';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { likeAudio } from '../../api/like-audio';

/** Like toggle (spec 4): visitors are asked to log in; the server's answer is the truth. */
export function useAudioLike(audioId: number, initial: { hasLiked: boolean; likeNum: number }) {
  const user = useAtomValue(userAtom);
  const login = useLoginAction();
  const [liked, setLiked] = useState(initial.hasLiked);
  const [likeNum, setLikeNum] = useState(initial.likeNum);
  const busy = useRef(false);

  const toggle = async () => {
    if (!user) return login();
    if (busy.current) return;
    busy.current = true;
    try {
      const result = await likeAudio(audioId, !liked);
      setLiked(result.hasLiked);
      setLikeNum(result.likeNum);
    } catch {
      void showToast('error', '操作失败，请重试');
    } finally {
      busy.current = false;
    }
  };
  return { liked, likeNum, toggle };
}
