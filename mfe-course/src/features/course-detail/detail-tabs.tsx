import { CommentSection, SafeHtml, type CourseDetail } from '@site/shared';
import { useSearchParams } from 'react-router-dom';
import { LightTabs } from '../../components/light-tabs';
import { CourseShots } from './course-shots';

const TAB_KEYS = ['1', '2', '3'] as const;
type TabKey = (typeof TAB_KEYS)[number];

const isTabKey = (value: string | null): value is TabKey => TAB_KEYS.some((key) => key === value);

/** Tabs intro(1) / comments(2) / shots(3); the active tab lives in ?tab= so it survives reload. */
export function DetailTabs({ course }: { course: CourseDetail }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isTabKey(requested) ? requested : '1';
  return (
    <LightTabs
      activeKey={active}
      onChange={(key) => {
        const next = new URLSearchParams(params);
        next.set('tab', key);
        setParams(next, { replace: true });
      }}
      tabs={[
        {
          key: '1',
          title: '课程介绍',
          content: course.description ? <SafeHtml className="course-description" html={course.description} /> : <p>暂无介绍</p>,
        },
        { key: '2', title: '评论', content: <CommentSection type="course" targetId={course.id} /> },
        { key: '3', title: '学员作品', content: <CourseShots courseId={course.id} /> },
      ]}
    />
  );
}
