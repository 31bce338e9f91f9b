import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { getSiteConfig } from '../site';
import { loginModalOpenAtom } from './atoms';

/**
 * What "log in" does (spec 4): in `modal` mode open the login modal; in `sso` mode remember
 * where the user was in a redirectUrl cookie and go to the external login page.
 */
export function useLoginAction(): () => void {
  const openModal = useSetAtom(loginModalOpenAtom);
  return useCallback(() => {
    const config = getSiteConfig();
    if (config.authMode === 'sso') {
      document.cookie = `redirectUrl=${encodeURIComponent(window.location.href)}; path=/; SameSite=Lax`;
      window.location.assign(config.loginUrl);
      return;
    }
    openModal(true);
  }, [openModal]);
}
