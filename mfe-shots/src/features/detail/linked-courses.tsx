import { Button, List, Message, Popconfirm } from '@arco-design/web-react';
import { getHref, isApiError, popconfirmFocus, type ShotCourseLink } from '@site/shared';
import { Link } from 'react-router-dom';
import { unlinkCourses } from '../../api/course-links';

export interface LinkedCoursesProps {
  shotId: number;
  courses: ShotCourseLink[];
  /** Admin, or a teacher of that course (spec 6). */
  canRemove: (course: ShotCourseLink) => boolean;
  onChanged: () => void;
}

/** The courses a shot is linked to, each removable by an admin or that course's teacher. */
export function LinkedCourses({ shotId, courses, canRemove, onChanged }: LinkedCoursesProps) {
  const remove = async (course: ShotCourseLink) => {
    try {
      await unlinkCourses(shotId, [course.id]);
      Message.success('已移除');
      onChanged();
    } catch (error) {
      Message.error(isApiError(error) && error.code === 403 ? '没有权限移除' : '操作失败');
    }
  };
  if (courses.length === 0) return <p style={{ color: 'var(--color-text-3)', margin: '8px 0' }}>尚未关联课程</p>;
  return (
    <List
      size="small"
      dataSource={courses}
      render={(course) => (
        <List.Item
          key={course.id}
          // Not `actions`: Arco wraps each action in an <li> inside a <div>, a list item outside any list.
          extra={
            canRemove(course) ? (
              <Popconfirm {...popconfirmFocus} title={`确定移除与《${course.title}》的关联吗？`} onOk={() => remove(course)}>
                <Button size="mini" type="text" status="danger" aria-label={`移除课程 ${course.title}`}>
                  移除
                </Button>
              </Popconfirm>
            ) : null
          }
        >
          <Link to={getHref('courseDetail', { courseId: course.id })}>{course.title}</Link>
        </List.Item>
      )}
    />
  );
}
