/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { RemoteView } from '../remote-view';
import { DRAWN_IN_BROWSER_DIGEST, DrawnInBrowser, ServerModulesContext } from '../server-modules';

jest.mock('../remote-loader', () => ({ resetRemote: jest.fn() }));

/** Renders as the shell's server build does (render-page.tsx): whole, once every part is ready. */
function renderOnServer(element: ReactNode): Promise<{ html: string; digests: (string | undefined)[] }> {
  return new Promise((resolve, reject) => {
    const digests: (string | undefined)[] = [];
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve({ html: Buffer.concat(chunks).toString('utf8'), digests });
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        const digest = error instanceof DrawnInBrowser ? error.digest : undefined;
        digests.push(digest);
        return digest;
      },
    });
  });
}

describe('RemoteView in a server render', () => {
  it('renders the module the server holds', async () => {
    const load = jest.fn();
    const { html, digests } = await renderOnServer(
      <ServerModulesContext.Provider value={{}}>
        <RemoteView remote="course" cacheKey="routes:courses" load={load} rendered={() => <h1>全部课程</h1>} />
      </ServerModulesContext.Provider>,
    );
    expect(html).toContain('<h1>全部课程</h1>');
    expect(digests).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a view it holds no module for to the browser: its loading state, marked so the browser draws it, never loaded here', async () => {
    const load = jest.fn();
    const { html, digests } = await renderOnServer(
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
    expect(digests).toEqual([DRAWN_IN_BROWSER_DIGEST]);
    expect(load).not.toHaveBeenCalled();
  });
});
