import { readEmbeddedPageData } from '@site/shared';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout';
import { AppRoutes } from '../routing/app-routes';
import { PageProviders } from './page-providers';

/** The frame and the routes: what the browser router and a server render (shell/src/server) both draw. */
export function Root() {
  return (
    <SiteLayout>
      <AppRoutes />
    </SiteLayout>
  );
}

// The page's one browser router. A data router (rather than <BrowserRouter>) so pages can use
// useBlocker, e.g. the shot editor's unsaved-changes warning on links and back/forward.
// One catch-all route: the route table itself lives in AppRoutes (keep-alive needs its own <Routes>).
// Made at the first render, not on import: it reads the address once, after bootstrap has settled it.
let router: ReturnType<typeof createBrowserRouter> | undefined;
const appRouter = () => (router ??= createBrowserRouter([{ path: '*', element: <Root /> }]));
/** The answers a server-rendered page was drawn with, read once (null: the page has none). */
let pageData: ReturnType<typeof readEmbeddedPageData> | undefined;

export function App() {
  if (pageData === undefined) pageData = readEmbeddedPageData();
  return (
    <PageProviders pageData={pageData}>
      <RouterProvider router={appRouter()} />
    </PageProviders>
  );
}
