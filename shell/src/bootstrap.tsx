import '@arco-design/web-react/es/_util/react-19-adapter';
import '@site/shared/site-links.css';
import { keepFirstScreen } from '@site/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startPath } from './auth/redirects';
import { embeddedSignedIn } from './layout/embedded-page-data';
import { prefetchRegistry, startRouteModules } from './remotes/remote-loader';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
// A visitor on a page that needs a login starts at home, as the server prepared the page (spec 4).
const start = startPath(window.location.pathname, embeddedSignedIn());
if (start !== window.location.pathname) window.history.replaceState(null, '', start);
prefetchRegistry();
// The current page's remote starts now, alongside React's first render, not when the render reaches it.
startRouteModules(window.location.pathname);
// What the server drew of the first screen stays on screen until its owner draws it (React empties the root).
keepFirstScreen(container);
const root = createRoot(container);
// Rendered as a transition, React yields to the browser every few milliseconds instead of holding the main
// thread for the whole first render: the server-drawn first screen is already painted, so nothing waits on
// this commit, while a tap or a scroll in the meantime is answered at once.
startTransition(() => root.render(<App />));
