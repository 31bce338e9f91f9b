// Dev-mode entry only: production builds ship the federation container, not this page.
import '@arco-design/web-react/es/_util/react-19-adapter';
import { createRoot } from 'react-dom/client';
import '@arco-design/web-react/dist/css/arco.css';
import { DevHost } from '@site/shared/dev-host';
import { thisRemote } from './dev-host/this-remote';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from the dev host page');
createRoot(container).render(<DevHost remote={thisRemote} />);
