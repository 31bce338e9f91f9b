import { BREAKPOINT_SMALL, useMediaQuery } from '@site/shared';

export { useMediaQuery };

/** Spec 9: 414 px and narrower is the phone layout (filter drawer, mobile play URLs). */
export const useIsSmallScreen = () => useMediaQuery(`(max-width: ${BREAKPOINT_SMALL}px)`);
