// Async boundary: shared singletons (React, router, Arco...) are negotiated before any app code runs.
void import('./bootstrap');
