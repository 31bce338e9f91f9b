import { Dropdown, Menu } from '@arco-design/web-react';
import { getLogoutHref, getSiteConfig, leaveSite, paths, type User } from '@site/shared';
import { useNavigate } from 'react-router-dom';
import { canSeeAdminLink } from './admin-link';
import { UserAvatar } from './user-avatar';

/** The avatar and its dropdown: user center, admin backend (only with a true role), logout (spec 2). */
export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const config = getSiteConfig();

  const go = (key: string) => {
    if (key === 'account') void navigate(paths.account.path);
    if (key === 'admin') window.open(config.adminUrl, '_blank', 'noopener');
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
    <Dropdown droplist={droplist} position="br" trigger={['hover', 'click']}>
      <button type="button" className="site-icon-button site-user-trigger" aria-label={`${user.nickname || user.username} 的账号菜单`}>
        <UserAvatar user={user} />
      </button>
    </Dropdown>
  );
}
