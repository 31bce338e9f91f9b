import { Button, List, Message, Popconfirm } from '@arco-design/web-react';
import { focusAfterRemoval, getHref, isApiError, popconfirmFocus, type ShotCourseLink } from '@site/shared';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { unlinkCourses } from '../../api/course-links';

export interface LinkedCoursesProps {
  shotId: number;
  courses: ShotCourseLink[];
  /** Admin, or a teacher of that course (spec 6). */
  canRemove: (course: ShotCourseLink) => boolean;
  onChanged: () => void;
  /** Where the focus goes when the last course is removed (the panel's 关联课程). */
  focusWhenEmpty: () => HTMLElement | null;
}

/** The courses a shot is linked to, each removable by an admin or that course's teacher. */
export function LinkedCourses({ shotId, courses, canRemove, onChanged, focusWhenEmpty }: LinkedCoursesProps) {
  const list = useRef<HTMLDivElement>(null);
  const remove = async (course: ShotCourseLink) => {
    // The course goes with the 移除 its confirmation gives the focus back to: the focus goes on to the next
    // course (the one before when it was the last), or to 关联课程 when none is left.
    const item = list.current?.querySelector(`[data-course-id="${course.id}"]`);
    const stop = item && list.current ? focusAfterRemoval(item, { list: list.current, items: '[data-course-id]', keyAttribute: 'data-course-id', fallback: focusWhenEmpty }) : undefined;
    try {
      await unlinkCourses(shotId, [course.id]);
      Message.success('已移除');
      onChanged();
    } catch (error) {
      stop?.();
      Message.error(isApiError(error) && error.code === 403 ? '没有权限移除' : '操作失败');
    }
  };
  // One element around both states: the list it watches stays when the last course goes.
  return (
    <div ref={list}>
      {courses.length === 0 ? <p style={{ color: 'var(--color-text-3)', margin: '8px 0' }}>尚未关联课程</p> : <CourseList courses={courses} canRemove={canRemove} remove={remove} />}
    </div>
  );
}

function CourseList({ courses, canRemove, remove }: Pick<LinkedCoursesProps, 'courses' | 'canRemove'> & { remove: (course: ShotCourseLink) => Promise<void> }) {
  return (
    <List
      size="small"
      dataSource={courses}
      render={(course) => (
        <List.Item
          key={course.id}
          data-course-id={course.id}
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
