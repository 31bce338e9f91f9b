import { Menu } from '@arco-design/web-react';
import { authCheckedAtom, LightSpin, type PageId, paths, userAtom, useTakenOver } from '@site/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NoAccess } from './no-access';
import { hasAnyRole, sectionsFor, type AdminRole } from './sections';
import './admin.css';

/**
 * Every admin page sits in this frame: a side menu of the sections the user may open, and the page
 * itself only when the user holds one of `roles` (the server refuses the calls anyway).
 */
export function AdminFrame({ roles, children }: { roles: readonly AdminRole[]; children: ReactNode }) {
  const user = useAtomValue(userAtom);
  const checked = useAtomValue(authCheckedAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Drawn on the server, the backend takes no input until its code runs: a search typed or a switch flipped before
  // then would be lost (or look done and not be).
  const takenOver = useTakenOver();
  if (!checked && !user) return <LightSpin block={64} tip="正在确认登录状态…" />;
  const sections = sectionsFor(user);
  if (!user || !hasAnyRole(user, roles)) return <NoAccess loggedIn={Boolean(user)} />;
  return (
    <div className="admin-frame" inert={!takenOver}>
      <nav className="admin-frame-menu" aria-label="管理后台菜单">
        <Menu selectedKeys={[pathname]} onClickMenuItem={(key) => void navigate(key)}>
          <Menu.Item key={paths.adminHome.path}>概览</Menu.Item>
          {sections.map((section) => (
            <Menu.Item key={paths[section.page as PageId].path}>{section.label}</Menu.Item>
          ))}
        </Menu>
      </nav>
      <main className="admin-frame-content">{children}</main>
    </div>
  );
}
