import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { getSiteConfig } from '../site';
import { loginModalOpenAtom } from './atoms';
import { leaveSite } from './leave-site';

/** The cookie the external account service reads to send the user back after logging in (spec 4). */
export const REDIRECT_COOKIE = 'redirectUrl';

/**
 * What "log in" does (spec 4): in `modal` mode open the login modal; in `sso` mode remember
 * where the user was in a redirectUrl cookie and go to the external login page.
 */
export function useLoginAction(): () => void {
  const openModal = useSetAtom(loginModalOpenAtom);
  return useCallback(() => {
    const config = getSiteConfig();
    if (config.authMode === 'sso') {
      document.cookie = `${REDIRECT_COOKIE}=${encodeURIComponent(window.location.href)}; path=/; SameSite=Lax`;
      leaveSite(config.loginUrl);
      return;
    }
    openModal(true);
  }, [openModal]);
}
