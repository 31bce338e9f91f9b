import { paths, type PageId, type RemoteName } from './paths';

/** One exposed module of a remote that a page needs. */
export interface RemoteModuleRef {
  remote: RemoteName;
  expose: 'routes' | 'widgets';
}

/** Remotes whose `./widgets` the home page mounts (the shell's home page renders these, in this order). */
export const HOME_WIDGET_REMOTES: RemoteName[] = ['course', 'shots'];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
}

/**
 * The page a pathname opens, by plain segment matching. Patterns that overlap (/post/shot/create and
 * /post/shot/:shotId) belong to one remote, so the first match is enough to know what to load early.
 */
export function pageIdForPath(pathname: string): PageId | undefined {
  return (Object.keys(paths) as PageId[]).find((id) => matches(paths[id].path, pathname));
}

/**
 * The remote modules a pathname renders, so the server can hint them in the page and the shell can
 * start them with its own start-up instead of after its first render.
 */
export function remoteModulesForPath(pathname: string): RemoteModuleRef[] {
  const id = pageIdForPath(pathname);
  return id ? remoteModulesForPage(id) : [];
}

/** The remote modules a page renders: the home page's widgets, or the page map of the remote that owns the page. */
export function remoteModulesForPage(id: PageId): RemoteModuleRef[] {
  if (id === 'home') return HOME_WIDGET_REMOTES.map((remote) => ({ remote, expose: 'widgets' }));
  const owner = paths[id].remote;
  return owner === 'shell' ? [] : [{ remote: owner, expose: 'routes' }];
}

/** Paths that make no sense without a login (spec 4): /post... (the shot editor) and /account; a visitor is sent to /. */
export function isLoginRequiredPath(pathname: string): boolean {
  return ['/post', '/account'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The page a visitor ends up on at `pathname`: the home page for the paths that need a login. */
export function visitorPagePath(pathname: string): string {
  return isLoginRequiredPath(pathname) ? '/' : pathname;
}
