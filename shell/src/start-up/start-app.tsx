import '@site/shared/site-links.css';
import { startTransition } from 'react';
import { startPath } from '../auth/redirects';
import { embeddedSignedIn } from '../layout/embedded-page-data';
import { addRuntimePlugin, prefetchRegistry, startRouteModules } from '../remotes/remote-loader';
import { DRAWN_IN_BROWSER_DIGEST } from '../remotes/server-modules';
import { nextTask } from './next-task';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
// A visitor on a page that needs a login starts at home, as the server prepared the page (spec 4).
const start = startPath(window.location.pathname, embeddedSignedIn());
if (start !== window.location.pathname) window.history.replaceState(null, '', start);
/** The server rendered this page with the remotes' own components (issue 41): React takes over its markup. */
const serverRendered = container.hasAttribute('data-server-rendered');
/** What only a server-rendered page needs (eager: every public page is one, a chunk of its own cost a request). */
const serverPage = serverRendered ? import(/* webpackMode: "eager" */ './server-page') : null;
void startUp(container);

async function startUp(root: HTMLElement): Promise<void> {
  if (serverPage) {
    // The remotes' loaders must find the stylesheets the page links before they start.
    addRuntimePlugin((await serverPage).createLinkedStylesheetsPlugin());
  }
  prefetchRegistry();
  // The current page's remote starts now, alongside React's first render, not when the render reaches it.
  startRouteModules(window.location.pathname);
  await render(root);
}

/**
 * React DOM, then the app's own modules, each evaluated in a task of its own (the chunks are already
 * here: eager imports only defer running them). Run in one go, on a slow phone they held the main thread
 * for well over 100 ms, and a tap in the meantime waited for all of it.
 */
async function render(root: HTMLElement): Promise<void> {
  await nextTask();
  // Arco's React 19 adapter comes first: it hands Arco React DOM's createRoot, which its Message and Modal need.
  await import(/* webpackMode: "eager" */ '@arco-design/web-react/es/_util/react-19-adapter');
  await nextTask();
  const [{ App }, { createRoot, hydrateRoot }] = await Promise.all([import(/* webpackMode: "eager" */ '../app/app'), import(/* webpackMode: "eager" */ 'react-dom/client')]);
  await nextTask();
  if (serverPage) await (await serverPage).loadDrawnParts(root);
  if (serverRendered) {
    // The same tree the server drew, with the answers it was drawn with (embedded in the page): React
    // attaches to the markup instead of drawing it again. A part that differs (production React reports
    // error #418) is drawn again in the browser; it is logged so a release that causes it is seen.
    startTransition(() => {
      hydrateRoot(root, <App />, {
        onRecoverableError: (error) => {
          // The page of a remote with no server build is drawn here on purpose (server-modules.ts): no mismatch.
          if ((error as { digest?: string }).digest === DRAWN_IN_BROWSER_DIGEST) return;
          console.warn('页面接管时与服务器渲染不一致，已在浏览器重新绘制该部分', error);
        },
      });
    });
    // A tap on the server's page before React listened (kept since the first script, index.ts) is given again.
    if (serverPage) (await serverPage).pressEarlyClick();
    return;
  }
  // Rendered as a transition, React yields to the browser every few milliseconds instead of holding the main
  // thread for the whole first render: the server-drawn first screen is already painted, so nothing waits on
  // this commit, while a tap or a scroll in the meantime is answered at once.
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App />));
}
