import { afterFirstScreenImages } from './first-screen-paint';
import { keepEarlyClicks } from './start-up/early-clicks';

// A page the server rendered can be tapped before React takes it over: from the first script on, the tap is
// kept, and given again then.
const root = document.getElementById('root');
if (root?.hasAttribute('data-server-rendered')) keepEarlyClicks(root);

// Async boundary: the MF runtime settles shared singletons before React or any app code runs.
// The first import of the real entry (bootstrap.tsx) is Arco's React 19 adapter. On a page the
// server drew, its images in view paint first.
void afterFirstScreenImages().then(() => import('./bootstrap'));
