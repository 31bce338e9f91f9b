import { Button, Drawer } from '@arco-design/web-react';
import { drawerDialog } from '@site/shared';
import { FilterFields, type FilterFieldsProps } from './filter-fields';

export interface FilterDrawerProps extends FilterFieldsProps {
  visible: boolean;
  onClose: () => void;
  onReset: () => void;
}

/**
 * The phone's filter sheet (spec 2). Arco's Drawer, so filter-panel.tsx loads this file only when the sheet is
 * first opened (issue 41): the catalogue's first screen needs none of Arco's JavaScript.
 */
export function FilterDrawer({ visible, onClose, onReset, ...fieldProps }: FilterDrawerProps) {
  return (
    <Drawer
      {...drawerDialog('筛选课程')}
      title="筛选课程"
      placement="bottom"
      height="80vh"
      visible={visible}
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onReset}>重置</Button>
          <Button type="primary" onClick={onClose}>
            查看课程
          </Button>
        </>
      }
    >
      <FilterFields {...fieldProps} />
    </Drawer>
  );
}
