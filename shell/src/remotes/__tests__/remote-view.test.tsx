import { FIRST_SCREEN, keepFirstScreen, retireFirstScreen } from '@site/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteView } from '../remote-view';
import { resetRemote } from '../remote-loader';

jest.mock('../remote-loader', () => ({ resetRemote: jest.fn() }));

function Broken(): never {
  throw new Error('render failed');
}

describe('RemoteView failure isolation', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the Chinese error panel when the remote cannot be loaded, and 重试 loads again without a reload', async () => {
    const load = jest
      .fn<Promise<() => React.JSX.Element>, []>()
      .mockRejectedValueOnce(new Error('manifest 404'))
      .mockResolvedValue(() => <p>课程列表</p>);
    render(
      <>
        <p>导航仍可用</p>
        <RemoteView remote="course" cacheKey="routes:courses-a" load={load} />
      </>,
    );
    expect(await screen.findByText('该模块暂时无法加载')).toBeTruthy();
    expect(screen.getByText('导航仍可用')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('课程列表')).toBeTruthy();
    expect(resetRemote).toHaveBeenCalledWith('course');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains an error thrown while the remote component renders', async () => {
    render(
      <>
        <RemoteView remote="shots" cacheKey="widgets:broken" load={async () => Broken} />
        <p>其他区块</p>
      </>,
    );
    expect(await screen.findByText('该模块暂时无法加载')).toBeTruthy();
    expect(screen.getByText('其他区块')).toBeTruthy();
  });
});

describe('RemoteView on the page the server drew', () => {
  it('shows the very element the server drew while the remote loads, and a spinner once it has been retired', async () => {
    // The page's root as the server sent it: the banner row, kept before React empties the root.
    const serverRoot = document.createElement('div');
    serverRoot.innerHTML = '<div data-first-screen="home-banners"><img alt="首页横幅" src="/files/a.jpg"></div>';
    const drawn = serverRoot.querySelector('[data-first-screen]');
    keepFirstScreen(serverRoot);
    serverRoot.remove();

    let arrive: (component: () => React.JSX.Element) => void = () => undefined;
    const load = () => new Promise<() => React.JSX.Element>((resolve) => (arrive = resolve));
    const view = render(<RemoteView remote="course" cacheKey="widgets:first-screen" load={load} firstScreen={FIRST_SCREEN.homeBanners} />);
    // The same node, moved (its image is neither fetched nor painted again), not a spinner.
    expect(screen.getByAltText('首页横幅').parentElement).toBe(drawn);
    expect(screen.queryByText('加载中…')).toBeNull();

    await act(async () => arrive(() => <p>课程区块</p>));
    expect(await screen.findByText('课程区块')).toBeTruthy();
    expect(screen.queryByAltText('首页横幅')).toBeNull();
    view.unmount();

    // The widget drew its own banners: a later visit to the page loads like any other.
    retireFirstScreen(FIRST_SCREEN.homeBanners);
    render(<RemoteView remote="course" cacheKey="widgets:first-screen-later" load={() => new Promise(() => undefined)} firstScreen={FIRST_SCREEN.homeBanners} />);
    expect(screen.getByText('加载中…')).toBeTruthy();
    expect(screen.queryByAltText('首页横幅')).toBeNull();
  });
});
