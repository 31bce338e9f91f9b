import { afterFirstScreenImages } from './first-screen-paint';

// Async boundary: the MF runtime settles shared singletons before React or any app code runs.
// The first import of the real entry (bootstrap.tsx) is Arco's React 19 adapter. On a page the
// server drew, its images in view paint first.
void afterFirstScreenImages().then(() => import('./bootstrap'));
