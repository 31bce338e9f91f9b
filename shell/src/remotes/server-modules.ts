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
