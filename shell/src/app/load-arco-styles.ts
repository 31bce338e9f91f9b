/**
 * Arco's CSS for what the shell and `shared` build on Arco (generated arco-styles.ts), fetched with the
 * first thing that shows Arco (a remote page, the login dialog, a menu) rather than with the first screen.
 */
export function loadArcoStyles(): Promise<unknown> {
  return import('./arco-styles');
}
