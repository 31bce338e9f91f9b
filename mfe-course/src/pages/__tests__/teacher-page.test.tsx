import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api, ApiError, userAtom, type User } from '@site/shared';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CoursePlanPage } from '../course-plan-page';
import { TeacherPage } from '../teacher-page';

const member: User = { id: 9, username: 'member', nickname: '路人甲', avatar: '', roles: {}, userPower: { canPostShot: false } };
const teacher = { id: 2, username: 'teacher', nickname: '林老师', avatar: '', followed: false, userSocialAccount: { wechat: 'lin_design' } };

function renderTeacher(getTeacher: () => Promise<unknown>) {
  const store = createStore();
  store.set(userAtom, member);
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/account/public/info') return getTeacher();
    if (url === '/course/all/course') return { rows: [], count: 0 };
    throw new Error(`unexpected GET ${url}`);
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/teacher/teacher']}>
        <Routes>
          <Route path="/teacher/:username" element={<TeacherPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { get };
}

afterEach(() => jest.restoreAllMocks());

describe('TeacherPage (spec 2, 4, 8)', () => {
  it('shows the card, asks for 12 courses per page and toggles 关注/已关注', async () => {
    const { get } = renderTeacher(async () => teacher);
    expect(await screen.findByRole('heading', { name: '林老师' })).toBeTruthy();
    expect(screen.getByText(/lin_design/)).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/course/all/course', { userId: 2, page: 0, perPage: 12 }));
    const post = jest.spyOn(api, 'post').mockResolvedValue({});
    const del = jest.spyOn(api, 'delete').mockResolvedValue({});
    fireEvent.click(screen.getByRole('button', { name: '关注' }));
    expect(await screen.findByRole('button', { name: '已关注' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/account/follow', { targetUserId: 2 });
    expect(await screen.findByText('关注成功')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '已关注' }));
    expect(await screen.findByRole('button', { name: '关注' })).toBeTruthy();
    expect(del).toHaveBeenCalledWith('/account/follow', { targetUserId: 2 });
  });

  it('shows the server’s own text when the teacher cannot be loaded', async () => {
    renderTeacher(() => Promise.reject(new ApiError({ code: 404, message: '用户不存在' })));
    expect(await screen.findByText('用户不存在')).toBeTruthy();
  });
});

describe('CoursePlanPage (spec 2, 8)', () => {
  it('asks for the four schools and shows the error text for a failed one', async () => {
    const get = jest.spyOn(api, 'get').mockImplementation(async (_url: string, params?: object) => {
      const { school_id: school } = params as { school_id: number };
      if (school === 3) throw new ApiError({ code: 500, message: 'x' });
      return [{ classname: `班级${school}`, starttime: '2026-12-01', endtime: '2026-12-31', class_color: '#f00' }];
    });
    render(<CoursePlanPage />);
    expect(await screen.findByText('获取课表出错，请稍后再试')).toBeTruthy();
    expect(await screen.findByText('班级6')).toBeTruthy();
    expect(get.mock.calls.map(([, params]) => (params as { school_id: number }).school_id).sort()).toEqual([1, 2, 3, 6]);
    expect(screen.getByRole('region', { name: '深圳课表' })).toBeTruthy();
  });
});
