import { Dropdown, Menu } from '@arco-design/web-react';
import { getLogoutHref, getSiteConfig, leaveSite, paths, type User } from '@site/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import '../app/arco-styles';
import { canSeeAdminLink } from './admin-link';

/** The account menu's dropdown (Arco), loaded when the avatar is first hovered, focused or pressed. */
export function UserMenuDropdown({ user, openAtStart, children }: { user: User; /** The pointer is on the avatar (or pressed it) as the code arrives. */ openAtStart: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  const config = getSiteConfig();

  const go = (key: string) => {
    if (key === 'account') void navigate(paths.account.path);
    if (key === 'admin') {
      // The built-in backend (/admin, mfe-admin) opens in the site; an external ADMIN_URL in a new tab.
      if (config.adminUrl.startsWith('/')) void navigate(config.adminUrl);
      else window.open(config.adminUrl, '_blank', 'noopener');
    }
    if (key === 'logout') {
      // modal mode: the /logout route of this app; sso mode: a full page load of logoutUrl (/logout, then the provider's logout).
      if (config.authMode === 'sso') leaveSite(getLogoutHref());
      else void navigate(getLogoutHref());
    }
  };

  const droplist = (
    <Menu onClickMenuItem={go} className="site-user-menu">
      <Menu.Item key="account">个人中心</Menu.Item>
      {canSeeAdminLink(user) && <Menu.Item key="admin">管理后台</Menu.Item>}
      <Menu.Item key="logout">退出登录</Menu.Item>
    </Menu>
  );

  return (
    // A press on the avatar opens (touch, keyboard) and never closes what the pointer's hover just opened; Escape closes.
    <Dropdown droplist={droplist} position="br" trigger={['hover', 'click']} defaultPopupVisible={openAtStart} triggerProps={{ clickToClose: false, escToClose: true }}>
      {children}
    </Dropdown>
  );
}
