import { Message, Modal, Table, type TableColumnProps } from '@arco-design/web-react';
import { ErrorCode, isApiError, PAGE_SIZE, useRequest, useReturnFocus } from '@site/shared';
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
  const [selected, setSelected] = useState<number[]>(linkedIds);
  const [saving, setSaving] = useState(false);
  useReturnFocus(visible);

  useEffect(() => {
    if (visible) setSelected(linkedIds);
  }, [visible, linkedIds]);

  // Asked each time the dialog opens; the table keeps the page it shows while the next one loads.
  const courses = useRequest(
    visible ? `course/is/role/list?page=${page}` : null,
    () => getRoleCourses(page, PAGE_SIZE.courseLinkDialog),
    { keepPrevious: true },
  );
  const rows = courses.data?.rows ?? [];
  const count = courses.data?.count ?? 0;
  useEffect(() => {
    if (courses.error) Message.error('课程加载失败');
  }, [courses.error]);

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
        loading={courses.loading}
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
