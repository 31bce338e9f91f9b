/**
 * The data block a server-rendered page carries for its loader (shell/src/start-up/boot-loader.ts): the route's
 * remote code, which the loader asks for once the page has painted (server/src/modules/release/route-preload.ts).
 */
export const ROUTE_CODE_ID = 'route-code';

/** One file the route's remote needs at start: its manifest (fetched) or a script. */
export interface RouteCodeFile {
  href: string;
  as: 'fetch' | 'script';
}
