import { paths } from '../contract';
import { getSiteConfig } from '../site';

/** Where "退出登录" goes: the /logout route in modal mode, the external logout page in sso mode (spec 2). */
export function getLogoutHref(): string {
  const config = getSiteConfig();
  return config.authMode === 'sso' ? config.logoutUrl : paths.logout.path;
}
