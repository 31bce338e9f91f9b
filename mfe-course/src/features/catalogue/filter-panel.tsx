import { IconDown, IconFilter, IconUp } from '@arco-design/web-react/icon';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LightButton, useReturnFocus } from '@site/shared';
import { useSmallScreenMatch } from '../../hooks/use-media-query';
import { FilterFields, type FilterFieldsProps } from './filter-fields';
import '@arco-design/web-react/es/Badge/style/index.css';

// Arco's Drawer: loaded when a phone user first opens the filters, not with the page (issue 41).
const FilterDrawer = lazy(() => import('./filter-drawer').then((m) => ({ default: m.FilterDrawer })));

/** Arco's Badge look (its classes, no Arco JavaScript): the number of set filters on the toggle's corner. */
function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className="arco-badge">
      {children}
      {count > 0 ? (
        // Arco's offset [6, -2]: 6 px further right, 2 px higher.
        <span className="arco-badge-number" style={{ marginRight: -6, marginTop: -2 }}>
          <span>{count}</span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * Spec 2: on phones (414 px or narrower) the filters live in a drawer, elsewhere in a panel the
 * user can fold away, open at first. The fields are the same either way. Until the screen is known (a page
 * rendered on the server), the panel is drawn and the stylesheet hides what phones do not show
 * (course-catalogue.css), so nothing moves when the browser learns the width.
 */
export function FilterPanel(props: FilterFieldsProps & { activeCount: number; onReset: () => void }) {
  const small = useSmallScreenMatch();
  const [panelOpen, setPanelOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer stays mounted once opened, so its closing animation runs.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { activeCount, onReset, ...fieldProps } = props;
  // On phones the panel is a drawer (a dialog); wider, it opens in place.
  useReturnFocus(small === true && drawerOpen);
  const open = small ? drawerOpen : panelOpen;
  const toggleDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen((value) => !value);
  };
  const toggle = (
    <CountBadge count={activeCount}>
      <LightButton size="small" icon={<IconFilter />} onClick={() => (small ? toggleDrawer() : setPanelOpen((value) => !value))} aria-expanded={open}>
        筛选{small ? null : <span className="course-filter-panel__wide-only">{panelOpen ? <IconUp /> : <IconDown />}</span>}
      </LightButton>
    </CountBadge>
  );

  return (
    <div className="course-filter-panel">
      <div className="course-filter-panel__bar">
        {toggle}
        {!small && activeCount > 0 ? (
          <LightButton size="small" type="text" className="course-filter-panel__wide-only" onClick={onReset}>
            清除筛选
          </LightButton>
        ) : null}
      </div>
      {!small && panelOpen ? (
        <div className="course-filter-panel__fields">
          <FilterFields {...fieldProps} />
        </div>
      ) : null}
      {small && drawerUsed ? (
        <Suspense fallback={null}>
          <FilterDrawer {...fieldProps} visible={drawerOpen} onClose={() => setDrawerOpen(false)} onReset={onReset} />
        </Suspense>
      ) : null}
    </div>
  );
}
