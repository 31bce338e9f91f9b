import { Message, Modal, Table, type TableColumnProps } from '@arco-design/web-react';
import { ErrorCode, isApiError, PAGE_SIZE } from '@site/shared';
import { useEffect, useState } from 'react';
import { linkCourses, unlinkCourses } from '../../api/course-links';
import { getRoleCourses, type RoleCourse } from '../../api/get-role-courses';

export interface LinkCoursesDialogProps {
  shotId: number;
  linkedIds: number[];
  visible: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const columns: TableColumnProps<RoleCourse>[] = [
  { title: '课程', dataIndex: 'title' },
  { title: 'ID', dataIndex: 'id', width: 80 },
];

/** 关联课程: the caller's courses, 30 a page, with checkboxes; saving with no change warns (spec 5). */
export function LinkCoursesDialog({ shotId, linkedIds, visible, onClose, onSaved }: LinkCoursesDialogProps) {
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<RoleCourse[]>([]);
  const [count, setCount] = useState(0);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<number[]>(linkedIds);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (visible) setSelected(linkedIds);
  }, [visible, linkedIds]);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    setLoading(true);
    getRoleCourses(page, PAGE_SIZE.courseLinkDialog)
      .then((result) => {
        if (!live) return;
        setRows(result.rows);
        setCount(result.count);
      })
      .catch(() => live && Message.error('课程加载失败'))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [visible, page]);

  const save = async () => {
    const added = selected.filter((id) => !linkedIds.includes(id));
    const removed = linkedIds.filter((id) => !selected.includes(id));
    if (added.length === 0 && removed.length === 0) {
      Message.warning('未做任何修改');
      return;
    }
    setSaving(true);
    try {
      if (added.length) await linkCourses(shotId, added);
      if (removed.length) await unlinkCourses(shotId, removed);
      Message.success('保存成功');
      onSaved();
      onClose();
    } catch (error) {
      Message.error(isApiError(error, ErrorCode.CourseNotFound) ? '课程不存在' : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="关联课程" visible={visible} onCancel={onClose} onOk={() => void save()} confirmLoading={saving} okText="保存" style={{ width: 640, maxWidth: '95vw' }}>
      <Table<RoleCourse>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        data={rows}
        noDataElement="暂无可关联的课程"
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: selected,
          checkCrossPage: true,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE.courseLinkDialog, total: count, onChange: (current) => setPage(current - 1), hideOnSinglePage: true }}
      />
    </Modal>
  );
}
