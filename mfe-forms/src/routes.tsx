import type { RemoteRoutesModule } from '@site/shared';
import { HealthSignPage } from './pages/health-sign-page';
import { PromisePage } from './pages/promise-page';

// Page id -> component; the shell owns the paths (shared contract/paths.ts).
export const pages: RemoteRoutesModule['pages'] = {
  promise: PromisePage,
  healthSign: HealthSignPage,
};
