import '@arco-design/web-react/es/_util/react-19-adapter';
import '@site/shared/site-links.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchRegistry, startRouteModules } from './remotes/remote-loader';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
prefetchRegistry();
// The current page's remote starts now, alongside React's first render, not when the render reaches it.
startRouteModules(window.location.pathname);
createRoot(container).render(<App />);
