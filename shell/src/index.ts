// Async boundary: the MF runtime settles shared singletons before React or any app code runs.
// The first import of the real entry (bootstrap.tsx) is Arco's React 19 adapter.
void import('./bootstrap');
