import { BREAKPOINT_SMALL, useMediaMatch, useMediaQuery } from '@site/shared';

/** True at 414px or narrower, where the menu moves into a drawer (spec 9). */
export function useIsSmallScreen(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINT_SMALL}px)`);
}

/** The same, undefined while not known (a server-rendered page being taken over): see useMediaMatch. */
export function useSmallScreenMatch(): boolean | undefined {
  return useMediaMatch(`(max-width: ${BREAKPOINT_SMALL}px)`);
}
