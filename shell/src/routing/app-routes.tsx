import { Activity, lazy, Suspense, useState } from 'react';
import { Route, Routes, useLocation, type Location } from 'react-router-dom';
import { PageElement } from './page-element';
import { matchRouteEntry, routeTable, type RouteEntry } from './route-table';
import { useKeptScroll } from './use-kept-scroll';

/** Rarely shown, so not part of every first visit's JavaScript (`/` has a 250 KB budget). */
const NotFoundPage = lazy(() => import('../not-found/not-found-page').then((module) => ({ default: module.NotFoundPage })));

const keptEntries = routeTable.filter((entry) => entry.keepAlive);
const otherEntries = routeTable.filter((entry) => !entry.keepAlive);

/**
 * Kept-alive pages, once visited, stay mounted under <Activity mode="hidden"> so their state
 * (filters, loaded pages) survives; each keeps the location it was last shown at, so its params and
 * query stay its own while hidden. Every other page mounts and unmounts normally.
 */
export function AppRoutes() {
  const location = useLocation();
  const active = matchRouteEntry(location.pathname);
  const activeKept = active?.keepAlive ? active : undefined;
  const [visited, setVisited] = useState<ReadonlyMap<string, Location>>(new Map());

  // Remember where each kept page was last shown (state updated during render, React's
  // "storing information from previous renders" pattern, so the page shows in this same render).
  if (activeKept && visited.get(activeKept.id) !== location) {
    setVisited(new Map(visited).set(activeKept.id, location));
  }
  useKeptScroll(activeKept?.id);

  return (
    <>
      {keptEntries.map((entry) => {
        const shownAt = entry === activeKept ? location : visited.get(entry.id);
        if (!shownAt) return null;
        return (
          <Activity key={entry.id} mode={entry === activeKept ? 'visible' : 'hidden'}>
            <KeptPage entry={entry} location={shownAt} />
          </Activity>
        );
      })}
      {!activeKept && (
        <Routes>
          {otherEntries.map((entry) => (
            <Route key={entry.id} path={entry.path} element={<PageElement entry={entry} />} />
          ))}
          <Route
            path="*"
            element={
              <Suspense fallback={null}>
                <NotFoundPage />
              </Suspense>
            }
          />
        </Routes>
      )}
    </>
  );
}

function KeptPage({ entry, location }: { entry: RouteEntry; location: Location }) {
  return (
    <Routes location={location}>
      <Route path={entry.path} element={<PageElement entry={entry} />} />
    </Routes>
  );
}
