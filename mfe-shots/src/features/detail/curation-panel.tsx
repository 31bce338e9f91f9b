import { Button, Card, Message, Space, Switch } from '@arco-design/web-react';
import { IconEdit, IconLink } from '@arco-design/web-react/icon';
import { getHref, useRequest, type Shot, type User } from '@site/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { getLinkedCourses } from '../../api/course-links';
import { updateRecommend } from '../../api/update-recommend';
import { LinkCoursesDialog } from './link-courses-dialog';
import { LinkedCourses } from './linked-courses';

/** Side panel for teachers, admins and the owner (spec 2, 6): recommend, course links, edit. */
export function CurationPanel({ shot, user }: { shot: Shot; user: User }) {
  const isAdmin = Boolean(user.roles.admin);
  const curator = isAdmin || Boolean(user.roles.teacher);
  const owner = user.id === shot.user.id;
  const [recommend, setRecommend] = useState(shot.isRecommend);
  const [saving, setSaving] = useState(false);
  const [dialog, setDialog] = useState(false);
  const linkButton = useRef<HTMLButtonElement>(null);
  const linked = useRequest(`shot/record/course/list?shotId=${shot.id}`, () => getLinkedCourses(shot.id));
  const courses = useMemo(() => linked.data?.rows ?? [], [linked.data]);
  const linkedIds = useMemo(() => courses.map((course) => course.id), [courses]);
  const loadCourses = linked.reload;
  useEffect(() => {
    if (linked.error) Message.error('关联课程加载失败');
  }, [linked.error]);

  const toggleRecommend = async (value: boolean) => {
    setSaving(true);
    try {
      await updateRecommend(shot.id, value);
      setRecommend(value);
      Message.success(value ? '已推荐' : '已取消推荐');
    } catch {
      Message.error('操作失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="作品管理" bordered aria-label="作品管理" style={{ marginBottom: 16 }}>
      <Space direction="vertical" style={{ width: '100%' }} size={12}>
        {curator ? (
          <label style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <span>推荐作品</span>
            <Switch checked={recommend} loading={saving} onChange={(value) => void toggleRecommend(value)} aria-label="推荐作品" />
          </label>
        ) : null}
        {curator || courses.length > 0 ? (
          <div>
            <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <span>关联课程</span>
              {curator ? (
                <Button ref={linkButton} size="small" icon={<IconLink />} onClick={() => setDialog(true)}>
                  关联课程
                </Button>
              ) : null}
            </div>
            <LinkedCourses
              shotId={shot.id}
              courses={courses}
              canRemove={(course) => isAdmin || course.teacherIds.includes(user.id)}
              onChanged={loadCourses}
              focusWhenEmpty={() => linkButton.current}
            />
          </div>
        ) : null}
        {owner || isAdmin ? (
          <Link to={getHref('shotEdit', { shotId: shot.id })}>
            <Button long icon={<IconEdit />}>
              编辑作品
            </Button>
          </Link>
        ) : null}
      </Space>
      {curator ? (
        <LinkCoursesDialog shotId={shot.id} linkedIds={linkedIds} visible={dialog} onClose={() => setDialog(false)} onSaved={loadCourses} />
      ) : null}
    </Card>
  );
}
