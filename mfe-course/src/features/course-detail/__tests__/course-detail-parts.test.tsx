import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { api, loadSanitizer, userAtom, type CourseDetail, type User } from '@site/shared';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { CollectButton } from '../collect-button';
import { DetailTabs } from '../detail-tabs';
import { LivePanel } from '../live-panel';

const course = (overrides: Partial<CourseDetail> = {}) => ({ id: 5, description: '<p>课程的介绍</p>', ...overrides }) as CourseDetail;

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

afterEach(() => jest.restoreAllMocks());

describe('DetailTabs', () => {
  // What the shell does before a remote page renders: the introduction is then cleaned and shown at once.
  beforeAll(() => loadSanitizer());

  function renderAt(url: string) {
    jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/comment/list') return { rows: [], count: 0 };
      if (path === '/shot/list') return { rows: [], count: 0 };
      throw new Error(`unexpected GET ${path}`);
    });
    render(
      <MemoryRouter initialEntries={[url]}>
        <DetailTabs course={course()} />
        <Search />
      </MemoryRouter>,
    );
  }

  it('opens on the tab of ?tab=, and keeps the one chosen there', async () => {
    renderAt('/course/5?tab=2');
    expect(screen.getByRole('tab', { name: '评论' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '学员作品' }));
    expect(screen.getByTestId('search').textContent).toBe('?tab=3');
    expect(screen.getByRole('tab', { name: '学员作品' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('还没有学员作品')).toBeTruthy();
  });

  it('shows the introduction for a missing or unknown ?tab=', () => {
    renderAt('/course/5?tab=9');
    expect(screen.getByRole('tab', { name: '课程介绍' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('课程的介绍');
  });
});

describe('LivePanel', () => {
  it('lists the live facts as terms and their values, with the live link', () => {
    render(<LivePanel course={course({ courseType: 'live-course', liveStatus: null, lessonInfo: [], startAt: null, endAt: null, timeRemark: '每周六 20:00', liveUrl: 'https://live.example/1' })} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['开课时间', '结课时间', '上课时间', '直播地址']);
    expect(values).toEqual(['待定', '待定', '每周六 20:00', '进入直播间']);
    expect(screen.getByRole('link', { name: '进入直播间' }).getAttribute('href')).toBe('https://live.example/1');
  });

  it('draws nothing for a course that is not live', () => {
    const { container } = render(<LivePanel course={course({ courseType: 'online-course' })} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('CollectButton', () => {
  const member: User = { id: 9, username: 'member', nickname: '路人甲', avatar: '', roles: {}, userPower: { canPostShot: false } };

  it('stays focused and pressable while saving (busy, not disabled), sends once, then says 已收藏', async () => {
    let answer: (value: { hasCollected: boolean }) => void = () => undefined;
    const post = jest.spyOn(api, 'post').mockImplementation(() => new Promise((resolve) => (answer = resolve as typeof answer)));
    const store = createStore();
    store.set(userAtom, member);
    function Owner() {
      const [collected, setCollected] = useState(false);
      return <CollectButton courseId={5} collected={collected} onChange={setCollected} />;
    }
    render(
      <Provider store={store}>
        <Owner />
      </Provider>,
    );
    const button = screen.getByRole('button', { name: '收藏' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-pressed')).toBe('false');
    act(() => button.focus());
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/course/collect', { courseId: 5, status: 'true' });
    await act(async () => answer({ hasCollected: true }));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(button.textContent).toBe('已收藏');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(button);
  });
});
