import { authCheckedAtom, ErrorCode, isApiError, paths, useSession, userAtom } from '@site/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getAccountInfo } from './api/get-account-info';
import { anonymousAtom } from './atoms';
import { getAuthRedirect } from './redirects';

/**
 * The start-up auth check (spec 4): asks the server who is logged in once, then keeps the
 * guarded paths honest on every navigation (1100 leaves /post and /account, no canPostShot leaves the editor).
 */
export function useAuthCheck(): void {
  const user = useAtomValue(userAtom);
  const [checked, setChecked] = useAtom(authCheckedAtom);
  const [anonymous, setAnonymous] = useAtom(anonymousAtom);
  const { signIn, signOut } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // Loading /logout directly: ask after logging out, or a slow answer could sign the user back in.
  const onLogout = pathname === paths.logout.path;
  useEffect(() => {
    if (checked || onLogout) return;
    let current = true;
    getAccountInfo()
      .then((info) => {
        if (!current) return;
        signIn(info);
        setAnonymous(false);
      })
      .catch((error: unknown) => {
        if (!current) return;
        // Any other failure (network, 5xx) says nothing about the session, so the flag stays.
        if (isApiError(error, ErrorCode.NotLoggedIn)) {
          signOut();
          setAnonymous(true);
        }
      })
      .finally(() => {
        if (current) setChecked(true);
      });
    return () => {
      current = false;
    };
  }, [checked, onLogout, signIn, signOut, setAnonymous, setChecked]);

  useEffect(() => {
    if (!checked) return;
    const target = getAuthRedirect(pathname, { user, anonymous });
    if (target && target !== pathname) void navigate(target, { replace: true });
  }, [checked, pathname, user, anonymous, navigate]);
}
