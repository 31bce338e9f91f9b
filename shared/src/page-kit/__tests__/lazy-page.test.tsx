import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { lazyPage } from '../lazy-page';

describe('lazyPage', () => {
  it('renders when the shell itself loads the page map lazily (a lazy may not resolve to a lazy)', async () => {
    const load = jest.fn(() => Promise.resolve(() => <h1>讲师主页</h1>));
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    // As shell/src/remotes/remote-view.tsx does: the page component comes out of a React.lazy.
    const FromPageMap = lazy(() => Promise.resolve({ default: Page }));
    render(
      <Suspense fallback={<p>加载中…</p>}>
        <FromPageMap />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: '讲师主页' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('can fetch its code ahead of its first render', async () => {
    const load = jest.fn(() => Promise.resolve(() => <p>工具</p>));
    await lazyPage(load).preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
