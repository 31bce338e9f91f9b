import { loginModalOpenAtom, useSession } from '@site/shared';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { getAccountInfo } from '../auth/api/get-account-info';
import { anonymousAtom } from '../auth/atoms';

/**
 * After the server has started a session (login or register): read the full user, store it and
 * the logged-in flag, close the modal (spec 4). Rejects when the user cannot be read.
 */
export function useFinishLogin(): () => Promise<void> {
  const { signIn } = useSession();
  const setOpen = useSetAtom(loginModalOpenAtom);
  const setAnonymous = useSetAtom(anonymousAtom);
  return useCallback(async () => {
    const user = await getAccountInfo();
    signIn(user);
    setAnonymous(false);
    setOpen(false);
  }, [signIn, setAnonymous, setOpen]);
}
