import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';
import '@site/shared/site-links.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchRegistry } from './remotes/remote-loader';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
prefetchRegistry();
createRoot(container).render(<App />);
