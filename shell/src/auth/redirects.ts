import type { User } from '@site/shared';

// Which paths the start-up auth check guards (spec 4) and where it sends the user.

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Paths that make no sense without a login: /post... (the shot editor) and /account. */
export function isLoginRequiredPath(pathname: string): boolean {
  return under(pathname, '/post') || under(pathname, '/account');
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
