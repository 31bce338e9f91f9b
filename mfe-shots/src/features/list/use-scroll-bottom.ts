import { useEffect, useRef } from 'react';

/** Spec 9: the shots list loads the next page 100 px from the bottom, debounced by 200 ms. */
export const SCROLL_TRIGGER_PX = 100;
export const SCROLL_DEBOUNCE_MS = 200;

export function isNearBottom(scrollY: number, viewportHeight: number, documentHeight: number, threshold = SCROLL_TRIGGER_PX): boolean {
  return documentHeight - (scrollY + viewportHeight) <= threshold;
}

/** Calls onBottom (debounced) whenever the window is scrolled to within 100 px of the page's end. */
export function useScrollBottom(onBottom: () => void, enabled: boolean): void {
  const callback = useRef(onBottom);
  callback.current = onBottom;

  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (isNearBottom(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)) callback.current();
      }, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled]);
}
