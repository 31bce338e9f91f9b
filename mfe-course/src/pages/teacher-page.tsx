import { IconWechat } from '@arco-design/web-react/icon';
import { apiErrorMessage, type CourseSummary, ErrorState, IMAGE_SIZES, imageUrl, LightAvatar, LightCard, LightSpin, PAGE_SIZE, paths, usePagedList, usePageTitle, useRequest } from '@site/shared';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { getTeacher } from '../api/get-teacher';
import { getTeacherCourses } from '../api/get-teacher-courses';
import { CourseListView } from '../components/course-list-view';
import { FollowButton } from '../components/follow-button';
import { SectionHeader } from '../components/section-header';

/** /teacher/{username}: the teacher's card, follow toggle and courses, 12 per page (spec 2, 9). */
export function TeacherPage() {
  const { username = '' } = useParams();
  const teacher = useRequest(`account/public/info?username=${username}`, () => getTeacher(username));
  usePageTitle(teacher.data ? `${teacher.data.nickname || teacher.data.username}的主页` : paths.teacher.title);
  const userId = teacher.data?.id;

  const fetchPage = useCallback(
    (page: number, perPage: number) => (userId ? getTeacherCourses(userId, page, perPage) : Promise.resolve({ rows: [], count: 0 })),
    [userId],
  );
  const list = usePagedList<CourseSummary>({ pageSize: PAGE_SIZE.teacherCourses, fetchPage, resetKey: String(userId ?? '') });

  // Spec 8: the teacher-info failure shows the server's own text.
  if (teacher.error) return <ErrorState message={apiErrorMessage(teacher.error, '获取讲师信息出错')} onRetry={teacher.reload} />;
  if (!teacher.data) return <LightSpin block={48} />;
  const t = teacher.data;
  const name = t.nickname || t.username;
  return (
    <div>
      <LightCard bodyStyle={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <LightAvatar size={72}>{t.avatar ? <img src={imageUrl(t.avatar, IMAGE_SIZES.avatar)} alt="" /> : name.slice(0, 1).toUpperCase()}</LightAvatar>
        <div style={{ flex: 1, minWidth: 160 }}>
          <h1 style={{ margin: 0, fontSize: 22 }}>{name}</h1>
          <p style={{ margin: '4px 0 0', color: 'var(--color-text-3)' }}>@{t.username}</p>
          {t.userSocialAccount?.wechat ? (
            <p style={{ margin: '4px 0 0' }}>
              <IconWechat /> 微信：{t.userSocialAccount.wechat}
            </p>
          ) : null}
        </div>
        <FollowButton userId={t.id} followed={t.followed} onChange={(followed) => teacher.setData({ ...t, followed })} />
      </LightCard>
      <SectionHeader title="讲师课程" />
      {userId ? <CourseListView state={list.state} loadMore={list.loadMore} reload={list.reload} skeletonDelayMs={120} emptyText="该讲师暂无课程" /> : null}
    </div>
  );
}
