import { Drawer } from '@arco-design/web-react';
import { IconMenu } from '@arco-design/web-react/icon';
import { getSiteConfig } from '@site/shared';
import { useState } from 'react';
import { NavMenu } from './nav-menu';

/** On small screens (414px or narrower) the menu lives in a drawer opened from the bar. */
export function DrawerMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="site-icon-button" aria-label="打开菜单" aria-expanded={open} onClick={() => setOpen(true)}>
        <IconMenu />
      </button>
      <Drawer
        placement="left"
        width={240}
        visible={open}
        title={getSiteConfig().siteName}
        footer={null}
        onCancel={() => setOpen(false)}
        className="site-drawer"
      >
        <NavMenu vertical onNavigate={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
