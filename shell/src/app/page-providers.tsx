import { PageDataContext, type PageData } from '@site/shared';
import type { ReactNode } from 'react';
import { ServerModulesContext, type ServerModules } from '../remotes/server-modules';
import { AppProviders } from './app-providers';

/**
 * Everything above the router, the same in the browser and in a server render (issue 41), so hydration
 * meets the tree the server drew: the jotai store, the answers the page was drawn with, and (on the server)
 * the remote modules already loaded.
 */
export function PageProviders({ pageData, serverModules = null, children }: { pageData: PageData | null; serverModules?: ServerModules | null; children: ReactNode }) {
  return (
    <AppProviders>
      <PageDataContext.Provider value={pageData}>
        <ServerModulesContext.Provider value={serverModules}>{children}</ServerModulesContext.Provider>
      </PageDataContext.Provider>
    </AppProviders>
  );
}
