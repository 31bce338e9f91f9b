import { render, screen } from '@testing-library/react';
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
