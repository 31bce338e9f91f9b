import { useEffect, useState } from 'react';

/**
 * True only once `active` has stayed true for `delayMs` (spec 9: skeletons after 100/120/200 ms),
 * so fast answers never flash a skeleton. Turns false at once when `active` ends.
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
