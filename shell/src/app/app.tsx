import { SiteLayout } from '../layout/site-layout';
import { AppRoutes } from '../routing/app-routes';
import { AppProviders } from './app-providers';

export function App() {
  return (
    <AppProviders>
      <SiteLayout>
        <AppRoutes />
      </SiteLayout>
    </AppProviders>
  );
}
