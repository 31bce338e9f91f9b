import { BREAKPOINT_SMALL } from '@site/shared';
import { useEffect, useState } from 'react';

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setValue(list.matches);
    onChange();
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, [query]);
  return value;
}

/** Spec 9: 414 px and narrower is the phone layout (filter drawer, mobile play URLs). */
export const useIsSmallScreen = () => useMediaQuery(`(max-width: ${BREAKPOINT_SMALL}px)`);
