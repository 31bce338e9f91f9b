import { Message } from '@arco-design/web-react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, userAtom, type Shot, type User } from '@site/shared';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getLinkedCourses } from '../../../api/course-links';
import { getShotDetail } from '../../../api/get-shot-detail';
import { likeShot } from '../../../api/like-shot';
import { ShotDetailPage } from '../shot-detail-page';

jest.mock('../../../api/get-shot-detail');
jest.mock('../../../api/course-links');
jest.mock('../../../api/like-shot');
const mockedDetail = jest.mocked(getShotDetail);

// Counts the loads of the curation panel's module (Arco-built, teachers' and owners' only). On globalThis: a static
// import would load it while this file's imports run, before its variables exist. Jest loads a module once per
// file, so the count is never reset: a static import shows as 1 before the visitors' tests run.
type PanelLoads = { curationPanelLoads?: number };
jest.mock('../curation-panel', () => {
  (globalThis as PanelLoads).curationPanelLoads = ((globalThis as PanelLoads).curationPanelLoads ?? 0) + 1;
  return jest.requireActual<typeof import('../curation-panel')>('../curation-panel');
});
const panelLoads = () => (globalThis as PanelLoads).curationPanelLoads ?? 0;

const shot: Shot = {
  id: 12,
  title: '夏日海报',
  preview: '/uploads/a.png',
  content: '<p>一张夏天的海报</p>',
  tags: '海报,插画',
  shotCategoryId: null,
  status: 'published',
  isRecommend: true,
  enableComment: true,
  hasLiked: false,
  hasCollected: false,
  viewNum: 7,
  likeNum: 3,
  user: { id: 4, nickname: '作者', avatar: '' },
  courseIds: [],
};
const member: User = { id: 9, username: 'member', nickname: '路人甲', avatar: '', roles: {}, userPower: { canPostShot: true } };
const teacher: User = { ...member, id: 2, username: 'teacher', roles: { teacher: true } };

function renderAt(path: string, user: User | null = null) {
  const store = createStore();
  store.set(userAtom, user);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shot/:id" element={<ShotDetailPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => {
  // The comment area under the shot: none yet.
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/comment/list') return { rows: [], count: 0 };
    if (url === '/account/power/top-comment') return { canTopComment: false };
    throw new Error(`unexpected GET ${url}`);
  });
  jest.mocked(getLinkedCourses).mockResolvedValue({ rows: [], count: 0 });
});
afterEach(() => jest.restoreAllMocks());

describe('shot detail errors (spec 8)', () => {
  test('7702 shows the not-found text', async () => {
    mockedDetail.mockRejectedValueOnce(new ApiError({ code: 7702, message: '作品不存在或已被删除' }));
    renderAt('/shot/9');
    expect(await screen.findByText('作品不存在或已被删除')).toBeTruthy();
  });

  test('any other failure asks to refresh later', async () => {
    mockedDetail.mockRejectedValueOnce(new ApiError({ code: 500, message: '服务器内部错误' }));
    renderAt('/shot/9');
    expect(await screen.findByText('出错了，请稍后刷新重试')).toBeTruthy();
  });

  test('a malformed id never reaches the server', async () => {
    renderAt('/shot/abc');
    expect(await screen.findByText('作品不存在或已被删除')).toBeTruthy();
    expect(mockedDetail).not.toHaveBeenCalledWith(Number.NaN);
  });
});

test('a like answers with its toast and the new count (spec 8)', async () => {
  const success = jest.spyOn(Message, 'success').mockImplementation(() => () => undefined);
  jest.mocked(likeShot).mockResolvedValueOnce({ hasLike: true, likeNum: 4 });
  mockedDetail.mockResolvedValueOnce(shot);
  renderAt('/shot/12', member);
  await userEvent.click(await screen.findByRole('button', { name: '点赞 3' }));
  expect((await screen.findByRole('button', { name: '已点赞 4' })).getAttribute('aria-pressed')).toBe('true');
  expect(likeShot).toHaveBeenCalledWith(12, true);
  // The toast loads Arco's Message on first use (showToast), so it comes a moment later.
  await waitFor(() => expect(success).toHaveBeenCalledWith('点赞成功'));
});

// Visitors first: the teacher's test loads the panel for the rest of the file.
describe('the curation panel loads only for those who may use it', () => {
  test("a visitor reads the shot, its tags and reactions, and the panel's code is never loaded", async () => {
    mockedDetail.mockResolvedValueOnce(shot);
    renderAt('/shot/12');
    expect(await screen.findByRole('heading', { level: 1, name: '夏日海报' })).toBeTruthy();
    expect(screen.getByText('一张夏天的海报')).toBeTruthy();
    expect(screen.getByText('插画')).toBeTruthy();
    expect(screen.getByText('推荐')).toBeTruthy();
    expect(screen.getByRole('button', { name: '点赞 3' })).toBeTruthy();
    // Let any lazy load that was started settle before counting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('作品管理')).toBeNull();
    expect(panelLoads()).toBe(0);
  });

  test('a member who is neither its author nor a teacher gets no panel either', async () => {
    mockedDetail.mockResolvedValueOnce(shot);
    renderAt('/shot/12', member);
    expect(await screen.findByRole('heading', { level: 1, name: '夏日海报' })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('作品管理')).toBeNull();
    expect(panelLoads()).toBe(0);
  });

  test('a teacher gets the panel, with 推荐作品 and 关联课程, once its code has loaded', async () => {
    mockedDetail.mockResolvedValueOnce(shot);
    renderAt('/shot/12', teacher);
    expect(await screen.findByRole('switch', { name: '推荐作品' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '关联课程' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('尚未关联课程')).toBeTruthy());
    expect(panelLoads()).toBe(1);
  });
});
