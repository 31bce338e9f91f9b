import { KEPT_ALIVE_PAGES, paths, type PageId, type RemoteName } from '@site/shared';
import { matchRoutes } from 'react-router-dom';

/** One row of the shell's route table, derived from the shared contract (contract/paths.ts). */
export interface RouteEntry {
  id: PageId;
  path: string;
  owner: RemoteName | 'shell';
  title: string;
  /** Stays mounted while hidden so its state and scroll position survive leaving it (spec 2). */
  keepAlive: boolean;
}

export function buildRouteTable(): RouteEntry[] {
  return (Object.keys(paths) as PageId[]).map((id) => ({
    id,
    path: paths[id].path,
    owner: paths[id].remote,
    title: paths[id].title,
    keepAlive: KEPT_ALIVE_PAGES.includes(id),
  }));
}

export const routeTable: RouteEntry[] = buildRouteTable();

/** The entry a pathname opens, with react-router's ranking (/post/shot/create beats /post/shot/:shotId). */
export function matchRouteEntry(pathname: string, table: RouteEntry[] = routeTable): RouteEntry | undefined {
  const matches = matchRoutes(
    table.map((entry) => ({ path: entry.path, id: entry.id })),
    pathname,
  );
  const id = matches?.[0]?.route.id;
  return table.find((entry) => entry.id === id);
}
