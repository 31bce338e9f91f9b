import type { RemoteName } from '@site/shared';
import { createContext, useContext } from 'react';
import type { Expose } from './remote-loader';

/**
 * The remote modules a server render already holds (issue 41): the server loads the route's modules from
 * the active releases' server builds before it renders, so a remote view renders them at once instead of
 * lazily. Null in the browser, where remote views load their modules themselves.
 */
export type ServerModules = Partial<Record<`${RemoteName}/${Expose}`, unknown>>;

export const ServerModulesContext = createContext<ServerModules | null>(null);

/** The module `<remote>/<expose>` when the server render holds it. */
export function useServerModule<T>(remote: RemoteName, expose: Expose): T | undefined {
  return useContext(ServerModulesContext)?.[`${remote}/${expose}`] as T | undefined;
}

/** Whether this render is the server's (which hands over the modules it holds, possibly none). */
export function useServerRender(): boolean {
  return useContext(ServerModulesContext) !== null;
}

/**
 * The digest the server gives a remote view it leaves to the browser (a page whose remote has no server build:
 * the account centre, the backend, the health sign-in, the shot editor). The server writes the frame around it
 * and the view's loading state; the browser draws the view itself, which React reports as a recoverable error
 * carrying this digest: expected, not a mismatch.
 */
export const DRAWN_IN_BROWSER_DIGEST = 'drawn-in-browser';

/** Thrown by such a view in a server render: React writes its Suspense fallback and the browser draws it. */
export class DrawnInBrowser extends Error {
  readonly digest = DRAWN_IN_BROWSER_DIGEST;
  constructor(readonly view: string) {
    super(`${view} is drawn in the browser`);
  }
}
