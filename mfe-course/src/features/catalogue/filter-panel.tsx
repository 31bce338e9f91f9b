import { Badge, Button, Drawer } from '@arco-design/web-react';
import { IconDown, IconFilter, IconUp } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { drawerDialog, useReturnFocus } from '@site/shared';
import { useSmallScreenMatch } from '../../hooks/use-media-query';
import { FilterFields, type FilterFieldsProps } from './filter-fields';

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
  const { activeCount, onReset, ...fieldProps } = props;
  // On phones the panel is a drawer (a dialog); wider, it opens in place.
  useReturnFocus(small === true && drawerOpen);
  const open = small ? drawerOpen : panelOpen;
  const toggle = (
    <Badge count={activeCount} dot={false} offset={[6, -2]}>
      <Button size="small" icon={<IconFilter />} onClick={() => (small ? setDrawerOpen((value) => !value) : setPanelOpen((value) => !value))} aria-expanded={open}>
        筛选{small ? null : <span className="course-filter-panel__wide-only">{panelOpen ? <IconUp /> : <IconDown />}</span>}
      </Button>
    </Badge>
  );

  return (
    <div className="course-filter-panel">
      <div className="course-filter-panel__bar">
        {toggle}
        {!small && activeCount > 0 ? (
          <Button size="small" type="text" className="course-filter-panel__wide-only" onClick={onReset}>
            清除筛选
          </Button>
        ) : null}
      </div>
      {!small && panelOpen ? (
        <div className="course-filter-panel__fields">
          <FilterFields {...fieldProps} />
        </div>
      ) : null}
      {small ? (
        <Drawer
          {...drawerDialog('筛选课程')}
          title="筛选课程"
          placement="bottom"
          height="80vh"
          visible={drawerOpen}
          onCancel={() => setDrawerOpen(false)}
          footer={
            <>
              <Button onClick={onReset}>重置</Button>
              <Button type="primary" onClick={() => setDrawerOpen(false)}>
                查看课程
              </Button>
            </>
          }
        >
          <FilterFields {...fieldProps} />
        </Drawer>
      ) : null}
    </div>
  );
}
