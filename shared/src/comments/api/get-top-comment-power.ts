import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { userAtom } from '../../auth';

/** GET account/power/top-comment: whether the caller may pin comments (spec 6). */
export function getTopCommentPower(): Promise<{ canTopComment: boolean }> {
  return api.get<{ canTopComment: boolean }>('/account/power/top-comment');
}

/** Asked once per logged-in user; visitors never can. A failed check hides the control. */
export function useCanTopComment(): boolean {
  const user = useAtomValue(userAtom);
  const [allowed, setAllowed] = useState(false);
  const userId = user?.id ?? null;
  useEffect(() => {
    setAllowed(false);
    if (userId === null) return undefined;
    let live = true;
    getTopCommentPower().then(
      (power) => live && setAllowed(Boolean(power.canTopComment)),
      () => live && setAllowed(false),
    );
    return () => {
      live = false;
    };
  }, [userId]);
  return allowed;
}
