import { api } from '../api';
import { authCheckedAtom, useSession, userAtom } from '../auth';
import type { User } from '../contract';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/**
 * The dev host's stand-in for the shell's auth check: the session cookie of the site on
 * localhost:3000 is sent here too (cookies ignore ports), so logging in there logs in here.
 */
export function DevSession() {
  const user = useAtomValue(userAtom);
  const setChecked = useSetAtom(authCheckedAtom);
  const { signIn, signOut } = useSession();

  useEffect(() => {
    let current = true;
    void api
      .get<User>('/account/info')
      .then((info) => current && signIn(info))
      .catch(() => current && signOut())
      .finally(() => current && setChecked(true));
    return () => {
      current = false;
    };
  }, [signIn, signOut, setChecked]);

  return <span>{user ? `已登录：${user.nickname || user.username}` : '未登录（在 http://localhost:3000 登录后刷新）'}</span>;
}
