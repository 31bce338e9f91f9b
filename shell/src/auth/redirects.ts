import { isLoginRequiredPath, visitorPagePath, type User } from '@site/shared';

// Which paths the start-up auth check guards (spec 4) and where it sends the user. The guarded paths
// are in the contract: the server gives a visitor there the page they are sent to (route-first-data).
export { isLoginRequiredPath };

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isShotEditorPath(pathname: string): boolean {
  return under(pathname, '/post/shot');
}

export interface AuthState {
  user: User | null;
  /** True when the server said "not logged in" (1100), as opposed to not having answered. */
  anonymous: boolean;
}

/** Where to send the user, or null to stay: 1100 leaves guarded paths, lacking canPostShot leaves the editor. */
export function getAuthRedirect(pathname: string, { user, anonymous }: AuthState): string | null {
  if (!user && anonymous && isLoginRequiredPath(pathname)) return '/';
  if (isShotEditorPath(pathname) && !user?.userPower?.canPostShot) return '/';
  return null;
}

/**
 * Where the page starts, before anything loads: a visitor (the server that made the page saw no session)
 * on a page that needs a login starts at home, where the start-up check's 1100 would send them, without
 * fetching that page's code first. Unknown (a page without the server's data, e.g. a dev server) keeps
 * the path and leaves it to the check.
 */
export function startPath(pathname: string, signedIn: boolean | undefined): string {
  return signedIn === false ? visitorPagePath(pathname) : pathname;
}
