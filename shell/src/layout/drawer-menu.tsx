import { LightIconMenu } from '@site/shared';
import { lazy, Suspense, useState } from 'react';

const DrawerPanel = lazy(() => import('./drawer-panel').then((module) => ({ default: module.DrawerPanel })));

/**
 * On small screens (414px or narrower) the menu lives in a drawer opened from the bar. The drawer's code
 * (Arco) is fetched on the first press, not with the page.
 */
export function DrawerMenu() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="site-icon-button"
        aria-label="打开菜单"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <LightIconMenu />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <DrawerPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
