import type { RemoteRoutesModule } from '@site/shared';
import { AccountPage } from './pages/account-page';

// Page id -> component; the shell owns the paths (shared contract/paths.ts).
export const pages: RemoteRoutesModule['pages'] = {
  account: AccountPage,
};
