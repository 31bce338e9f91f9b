import { BREAKPOINT_SMALL, useMediaMatch, useMediaQuery } from '@site/shared';

export { useMediaMatch, useMediaQuery };

const SMALL_SCREEN = `(max-width: ${BREAKPOINT_SMALL}px)`;

/** Spec 9: 414 px and narrower is the phone layout (filter drawer, mobile play URLs). */
export const useIsSmallScreen = () => useMediaQuery(SMALL_SCREEN);

/**
 * The same, undefined while not known (on the server and while the browser takes a server page over): a part
 * that must not move then draws what both layouts show and lets the stylesheet's media query choose.
 */
export const useSmallScreenMatch = () => useMediaMatch(SMALL_SCREEN);
