import { LightSpin, leaveSite, paths, showToast, usePageTitle, useSession } from '@site/shared';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from './api/logout';
import { anonymousAtom } from './atoms';

/**
 * /logout: calls logout, clears stored login info and flag, goes home; on failure says so and goes home (spec 2).
 * In sso mode the server answers the account service's logout page, which signs out there and returns home.
 */
export function LogoutPage() {
  usePageTitle(paths.logout.title);
  const { signOut } = useSession();
  const setAnonymous = useSetAtom(anonymousAtom);
  const navigate = useNavigate();

  // Logging out is not idempotent from the user's point of view (one toast, one redirect), so it runs once per visit.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout()
      .then((answer) => {
        signOut();
        setAnonymous(true);
        if (answer?.endSessionUrl) leaveSite(answer.endSessionUrl);
        else void navigate('/', { replace: true });
      })
      .catch(() => {
        void showToast('error', '退出登录失败，请稍后重试');
        void navigate('/', { replace: true });
      });
  }, [signOut, setAnonymous, navigate]);

  return (
    <div style={{ padding: '96px 0', textAlign: 'center' }}>
      <LightSpin tip="正在退出登录…" />
    </div>
  );
}
