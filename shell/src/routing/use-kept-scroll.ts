import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Window scroll per kept-alive page: remembered while it is shown, restored when it is shown again.
 * Other pages open at the top, as after a normal page load.
 */
export function useKeptScroll(activeKeptId: string | undefined): void {
  const positions = useRef(new Map<string, number>());
  const { pathname } = useLocation();

  // Recorded on every scroll: by the time the route changes the new page may already have
  // shrunk the document, and the browser would report a clamped position.
  useEffect(() => {
    if (!activeKeptId) return undefined;
    const record = () => positions.current.set(activeKeptId, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [activeKeptId]);

  useLayoutEffect(() => {
    const top = activeKeptId ? (positions.current.get(activeKeptId) ?? 0) : 0;
    window.scrollTo({ top, left: 0, behavior: 'instant' });
  }, [activeKeptId, pathname]);
}
