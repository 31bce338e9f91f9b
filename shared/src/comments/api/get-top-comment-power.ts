import { useAtomValue } from 'jotai';
import { api } from '../../api';
import { userAtom } from '../../auth';
import { useRequest } from '../../request/use-request';

/** GET account/power/top-comment: whether the caller may pin comments (spec 6). */
export function getTopCommentPower(): Promise<{ canTopComment: boolean }> {
  return api.get<{ canTopComment: boolean }>('/account/power/top-comment');
}

/** Asked once per logged-in user; visitors never can. A failed check hides the control. */
export function useCanTopComment(): boolean {
  const user = useAtomValue(userAtom);
  const userId = user?.id ?? null;
  const power = useRequest(userId === null ? null : `account/power/top-comment?user=${userId}`, getTopCommentPower);
  return Boolean(power.data?.canTopComment);
}
