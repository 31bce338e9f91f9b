/**
 * @jest-environment node
 */
import { renderToString } from '../../server/render-whole';
import { RemoteView } from '../remote-view';
import { DRAWN_IN_BROWSER_DIGEST, ServerModulesContext } from '../server-modules';

jest.mock('../remote-loader', () => ({ resetRemote: jest.fn() }));

describe('RemoteView in a server render', () => {
  it('renders the module the server holds', async () => {
    const load = jest.fn();
    const html = await renderToString(
      <ServerModulesContext.Provider value={{}}>
        <RemoteView remote="course" cacheKey="routes:courses" load={load} rendered={() => <h1>全部课程</h1>} />
      </ServerModulesContext.Provider>,
    );
    expect(html).toContain('<h1>全部课程</h1>');
    expect(html).not.toContain('<!--$!-->');
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a view it holds no module for to the browser: its loading state, marked so the browser draws it, never loaded here', async () => {
    const load = jest.fn();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = await renderToString(
      <ServerModulesContext.Provider value={{}}>
        <header>站点导航</header>
        <RemoteView remote="account" cacheKey="routes:account" load={load} />
      </ServerModulesContext.Provider>,
    );
    expect(html).toContain('<header>站点导航</header>');
    expect(html).toContain('加载中…');
    // React's mark of a part the browser renders, with the digest the browser's hydration reports it by.
    expect(html).toContain('<!--$!-->');
    expect(html).toContain(`data-dgst="${DRAWN_IN_BROWSER_DIGEST}"`);
    // Expected, so not logged as a failed render.
    expect(errors).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
