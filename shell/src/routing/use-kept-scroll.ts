import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Window scroll per kept-alive page: remembered while it is shown, restored when it is shown again.
 * Other pages open at the top, as after a normal page load. The page the site starts on keeps the browser's
 * scroll: a reader may have scrolled the server-rendered page before the code took it over (and been thrown
 * back to the top, their tap landing elsewhere), and a reload restores its own place.
 */
export function useKeptScroll(activeKeptId: string | undefined): void {
  const positions = useRef(new Map<string, number>());
  // Which kept page owns the window right now. Scroll events arrive a frame late, so one caused by
  // leaving a page (the document shrinking, our own scrollTo) must not be booked to that page.
  const owner = useRef<string | undefined>(undefined);
  const started = useRef(false);
  const { pathname } = useLocation();

  useEffect(() => {
    const record = () => {
      if (owner.current) positions.current.set(owner.current, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  useLayoutEffect(() => {
    owner.current = activeKeptId;
    if (!started.current) {
      started.current = true;
      return;
    }
    const top = activeKeptId ? (positions.current.get(activeKeptId) ?? 0) : 0;
    window.scrollTo({ top, left: 0, behavior: 'instant' });
  }, [activeKeptId, pathname]);
}
