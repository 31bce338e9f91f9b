import { BREAKPOINT_SMALL } from '@site/shared';
import { useEffect, useState } from 'react';

const QUERY = `(max-width: ${BREAKPOINT_SMALL}px)`;

function matches(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/** True at 414px or narrower, where the menu moves into a drawer (spec 9). */
export function useIsSmallScreen(): boolean {
  const [small, setSmall] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(QUERY);
    const onChange = () => setSmall(media.matches);
    onChange();
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return small;
}
