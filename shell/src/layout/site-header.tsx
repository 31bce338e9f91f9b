import { authCheckedAtom, getStored, LightButton, useLoginAction, userAtom } from '@site/shared';
import { useAtomValue } from 'jotai';
import { DrawerMenu } from './drawer-menu';
import { NavMenu } from './nav-menu';
import { NotificationBell } from './notification-bell';
import { SiteLogo } from './site-logo';
import { useSmallScreenMatch } from './use-is-small-screen';
import { UserMenu } from './user-menu';

/** The navigation bar: logo, menu (or drawer on small screens), bell, avatar or login button. */
export function SiteHeader() {
  // Unknown on a server-rendered page until the browser has taken it over: both menus are drawn then, and the
  // stylesheet shows the one this screen has (site-layout.css), so the bar never moves.
  const small = useSmallScreenMatch();
  const user = useAtomValue(userAtom);
  const checked = useAtomValue(authCheckedAtom);
  const login = useLoginAction();

  return (
    <header className="site-header">
      <div className="site-header-inner">
        {small !== false && (
          <span className="site-header-drawer">
            <DrawerMenu />
          </span>
        )}
        <SiteLogo />
        {small !== true && <NavMenu />}
        <div className="site-header-actions">
          {user ? (
            <>
              <NotificationBell />
              <UserMenu user={user} />
            </>
          ) : checked ? (
            // Its phone size comes from the stylesheet (site-layout.css), which a server-rendered page has at once.
            <LightButton type="primary" onClick={login}>
              登录 / 注册
            </LightButton>
          ) : (
            // Until the auth check answers we do not know; a login button that turns into an avatar would flicker.
            // The stored flag says which one to expect, so the bar keeps its shape.
            getStored('isLogin') && <span className="site-avatar-placeholder" aria-hidden="true" />
          )}
        </div>
      </div>
    </header>
  );
}
