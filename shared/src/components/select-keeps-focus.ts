import { useCallback, useRef } from 'react';

/** How long after the list closes Arco's blur is waited for. */
const WAIT_FOR_BLUR_MS = 1000;

/** What this needs of Arco's SelectHandle (its ref). */
export interface FocusableSelect {
  dom: HTMLElement | null;
  focus: () => void;
}

/**
 * Arco's Select blurs itself whenever its list closes, so a keyboard user who picks an option with Enter lands on
 * the page itself and must Tab from the top again (WCAG 2.4.3). Spread the result onto the Select: when the list
 * closes while the focus is in the select (a pick, Escape), the focus is put back on it once Arco has blurred
 * it; a list closed by moving the focus elsewhere leaves the focus there.
 */
export function useSelectKeepsFocus() {
  const handle = useRef<FocusableSelect | null>(null);
  // A callback ref: it fits the ref of Arco's Select, whose handle has more than this needs.
  const ref = useCallback((select: FocusableSelect | null) => {
    handle.current = select;
  }, []);
  const onVisibleChange = useCallback((visible: boolean) => {
    const dom = handle.current?.dom;
    if (visible || !dom?.contains(document.activeElement)) return;
    // Arco blurs in an effect some time after the list has closed, sending the focus nowhere (a Tab or a click
    // sends it somewhere): that blur, and only that, is undone.
    const regain = (event: FocusEvent) => {
      stop();
      if (event.relatedTarget === null) window.setTimeout(() => handle.current?.focus());
    };
    const stop = () => {
      dom.removeEventListener('focusout', regain);
      window.clearTimeout(timer);
    };
    dom.addEventListener('focusout', regain);
    const timer = window.setTimeout(stop, WAIT_FOR_BLUR_MS);
  }, []);
  return { ref, onVisibleChange };
}
