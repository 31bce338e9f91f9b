import type { Shot, ShotCourseLink, User } from '@site/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getLinkedCourses, unlinkCourses } from '../../../api/course-links';
import { CurationPanel } from '../curation-panel';

jest.mock('../../../api/course-links');
const mockedLinked = jest.mocked(getLinkedCourses);
const mockedUnlink = jest.mocked(unlinkCourses);

const admin: User = { id: 1, username: 'admin', nickname: '管理员', avatar: '', roles: { admin: true }, userPower: { canPostShot: true } };
const shot: Shot = {
  id: 12,
  title: '夏日海报',
  preview: '/uploads/a.png',
  content: '<p>内容</p>',
  tags: '',
  shotCategoryId: null,
  status: 'published',
  isRecommend: false,
  enableComment: true,
  hasLiked: false,
  hasCollected: false,
  viewNum: 0,
  likeNum: 0,
  user: { id: 4, nickname: '', avatar: '' },
  courseIds: [1, 2],
};
const course = (id: number, title: string): ShotCourseLink => ({ id, title, preview: '', teacherIds: [] });

test('a linked course removed takes its row away: the focus goes on to the next course, then to 关联课程 (not the page itself)', async () => {
  // Arco's popconfirm animates in with pointer-events off.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  let linked = [course(1, '版式设计'), course(2, '色彩构成')];
  mockedLinked.mockImplementation(() => Promise.resolve({ rows: linked, count: linked.length }));
  mockedUnlink.mockImplementation((_shotId, ids) => {
    linked = linked.filter((item) => !ids.includes(item.id));
    return Promise.resolve({ courseIds: ids });
  });
  render(
    <MemoryRouter>
      <CurationPanel shot={shot} user={admin} />
    </MemoryRouter>,
  );
  const removeThrough = async (title: string) => {
    await user.click(await screen.findByRole('button', { name: `移除课程 ${title}` }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `移除课程 ${title}` })).toBeNull());
  };
  await removeThrough('版式设计');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: '色彩构成' })));
  await removeThrough('色彩构成');
  expect(await screen.findByText('尚未关联课程')).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '关联课程' })));
  expect(mockedUnlink.mock.calls).toEqual([
    [12, [1]],
    [12, [2]],
  ]);
});
