import { Tabs } from '@arco-design/web-react';
import { CommentSection, SafeHtml, tablistRole, type CourseDetail } from '@site/shared';
import { useSearchParams } from 'react-router-dom';
import { CourseShots } from './course-shots';

const TABS = [
  { key: '1', title: '课程介绍' },
  { key: '2', title: '评论' },
  { key: '3', title: '学员作品' },
] as const;

/** Tabs intro(1) / comments(2) / shots(3); the active tab lives in ?tab= so it survives reload. */
export function DetailTabs({ course }: { course: CourseDetail }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = TABS.some((tab) => tab.key === requested) ? (requested as string) : '1';
  return (
    <Tabs
      ref={tablistRole}
      activeTab={active}
      onChange={(key) => {
        const next = new URLSearchParams(params);
        next.set('tab', key);
        setParams(next, { replace: true });
      }}
      lazyload
    >
      <Tabs.TabPane key="1" title={TABS[0].title}>
        {course.description ? <SafeHtml className="course-description" html={course.description} /> : <p>暂无介绍</p>}
      </Tabs.TabPane>
      <Tabs.TabPane key="2" title={TABS[1].title}>
        <CommentSection type="course" targetId={course.id} />
      </Tabs.TabPane>
      <Tabs.TabPane key="3" title={TABS[2].title}>
        <CourseShots courseId={course.id} />
      </Tabs.TabPane>
    </Tabs>
  );
}
