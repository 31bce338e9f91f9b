import { Badge, Button, Drawer } from '@arco-design/web-react';
import { IconDown, IconFilter, IconUp } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { drawerDialog, useReturnFocus } from '@site/shared';
import { useIsSmallScreen } from '../../hooks/use-media-query';
import { FilterFields, type FilterFieldsProps } from './filter-fields';

/**
 * Spec 2: on phones (414 px or narrower) the filters live in a drawer, elsewhere in a panel the
 * user can fold away. The fields are the same either way.
 */
export function FilterPanel(props: FilterFieldsProps & { activeCount: number; onReset: () => void }) {
  const small = useIsSmallScreen();
  const [open, setOpen] = useState(!small);
  const { activeCount, onReset, ...fieldProps } = props;
  // On phones the panel is a drawer (a dialog); wider, it opens in place.
  useReturnFocus(small && open);
  const toggle = (
    <Badge count={activeCount} dot={false} offset={[6, -2]}>
      <Button size="small" icon={<IconFilter />} onClick={() => setOpen((value) => !value)} aria-expanded={open}>
        筛选{small ? null : open ? <IconUp /> : <IconDown />}
      </Button>
    </Badge>
  );

  if (small) {
    return (
      <>
        {toggle}
        <Drawer
          {...drawerDialog('筛选课程')}
          title="筛选课程"
          placement="bottom"
          height="80vh"
          visible={open}
          onCancel={() => setOpen(false)}
          footer={
            <>
              <Button onClick={onReset}>重置</Button>
              <Button type="primary" onClick={() => setOpen(false)}>
                查看课程
              </Button>
            </>
          }
        >
          <FilterFields {...fieldProps} />
        </Drawer>
      </>
    );
  }
  return (
    <div className="course-filter-panel">
      <div style={{ display: 'flex', gap: 8 }}>
        {toggle}
        {activeCount > 0 ? (
          <Button size="small" type="text" onClick={onReset}>
            清除筛选
          </Button>
        ) : null}
      </div>
      {open ? (
        <div style={{ marginTop: 8, padding: '8px 12px', background: 'var(--color-bg-2)', borderRadius: 8 }}>
          <FilterFields {...fieldProps} />
        </div>
      ) : null}
    </div>
  );
}
