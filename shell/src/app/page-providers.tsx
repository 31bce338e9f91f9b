import { authCheckedAtom, PageDataContext, userAtom, type PageData } from '@site/shared';
import { createStore } from 'jotai';
import { useState, type ReactNode } from 'react';
import { anonymousAtom } from '../auth/atoms';
import { embeddedUser } from '../layout/embedded-page-data';
import { ServerModulesContext, type ServerModules } from '../remotes/server-modules';
import { AppProviders } from './app-providers';

/**
 * The page's jotai store. On a member's server-rendered page it starts signed in as the member the page was
 * drawn for, on the server and in the browser alike: both draw the frame with their avatar and the page with
 * what is theirs, and the start-up check has nothing left to ask.
 */
function createPageStore(): ReturnType<typeof createStore> {
  const store = createStore();
  const user = embeddedUser();
  if (user) {
    store.set(userAtom, user);
    store.set(anonymousAtom, false);
    store.set(authCheckedAtom, true);
  }
  return store;
}

/**
 * Everything above the router, the same in the browser and in a server render (issue 41), so hydration
 * meets the tree the server drew: the jotai store, the answers the page was drawn with, and (on the server)
 * the remote modules already loaded.
 */
export function PageProviders({ pageData, serverModules = null, children }: { pageData: PageData | null; serverModules?: ServerModules | null; children: ReactNode }) {
  const [store] = useState(createPageStore);
  return (
    <AppProviders store={store}>
      <PageDataContext.Provider value={pageData}>
        <ServerModulesContext.Provider value={serverModules}>{children}</ServerModulesContext.Provider>
      </PageDataContext.Provider>
    </AppProviders>
  );
}
