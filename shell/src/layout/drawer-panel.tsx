import { Drawer } from '@arco-design/web-react';
import { drawerDialog, getSiteConfig, useReturnFocus } from '@site/shared';
import '../app/arco-styles';
import { NavMenu } from './nav-menu';

/** The drawer itself (Arco), loaded when the menu button is first pressed. */
export function DrawerPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  useReturnFocus(open);
  return (
    <Drawer {...drawerDialog('导航菜单')} placement="left" width={240} visible={open} title={getSiteConfig().siteName} footer={null} onCancel={onClose} className="site-drawer">
      <NavMenu vertical onNavigate={onClose} />
    </Drawer>
  );
}
