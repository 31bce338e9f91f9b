/** The cookie the shell's login action writes (spec 4): the address to come back to after signing in. */
export const REDIRECT_COOKIE = 'redirectUrl';

/**
 * Where to send the browser after signing in: the redirectUrl cookie's address when it is on our own
 * origin (PUBLIC_URL), as a path so it can never leave the site; anything else goes home.
 */
export function safeReturnPath(cookieValue: string | undefined, publicUrl: string): string {
  if (!cookieValue || cookieValue.length > 2000) return '/';
  let raw: string;
  try {
    raw = decodeURIComponent(cookieValue);
  } catch {
    return '/';
  }
  // Backslashes and control characters are read as "/" or dropped by some browsers ("/\evil.com").
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return '/';
  const origin = new URL(publicUrl).origin;
  if (!URL.canParse(raw, origin)) return '/';
  const target = new URL(raw, origin);
  if (target.origin !== origin) return '/';
  // Coming back to the sign-in itself or to /logout would undo what just happened.
  if (target.pathname.startsWith('/sso/') || target.pathname === '/logout') return '/';
  const path = `${target.pathname}${target.search}${target.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
