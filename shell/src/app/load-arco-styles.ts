/**
 * Arco's CSS for what the shell and `shared` build on Arco (generated arco-styles.ts), fetched with the
 * first thing that shows Arco (a remote page, the login dialog, a menu) rather than with the first screen.
 */
export function loadArcoStyles(): Promise<unknown> {
  // Named: a server-rendered page links this stylesheet in its head (server release/page-render.ts).
  return import(/* webpackChunkName: "arco-styles" */ './arco-styles');
}
