// Imported by the entry before the async boundary: no shared module (React, @site/shared) may be used here.

/** What a tap on a server-rendered page can press before React listens: links work without scripts anyway. */
const PRESSABLE = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"]';

/** How long after React starts taking the page over a kept tap may wait: later than that, pressing it would surprise. */
export const EARLY_CLICK_WAIT_MS = 10_000;

/** React has taken this element over: it keeps the element's props on it (React DOM's own key). */
function takenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

let pressed: HTMLElement | null = null;
let stopKeeping: (() => void) | null = null;

/**
 * A server-rendered page (issue 41) is on screen before React has taken it over, and a tap on one of its
 * buttons then reached no handler: a listener pressing 播放 as the page appeared heard nothing. Until then, from
 * the first script on, the last such tap is kept (React drops a tap on a part it has not taken over yet, even
 * once it listens), and pressEarlyClick gives it again once React has taken that button over.
 */
export function keepEarlyClicks(container: HTMLElement): void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
    if (!target || !container.contains(target) || target.closest('a[href]') || takenOver(target)) return;
    // React may take the button over during this very tap and answer it: then there is nothing to give again.
    setTimeout(() => {
      if (!takenOver(target)) pressed = target;
    });
  };
  document.addEventListener('click', onClick, true);
  stopKeeping = () => document.removeEventListener('click', onClick, true);
}

/** From hydrateRoot on: presses the kept tap once React has taken its button over, for EARLY_CLICK_WAIT_MS. */
export function pressEarlyClick(): void {
  const started = performance.now();
  const watch = () => {
    const target = pressed;
    if (target && (!target.isConnected || takenOver(target))) {
      pressed = null;
      if (target.isConnected) target.click();
    }
    if (performance.now() - started < EARLY_CLICK_WAIT_MS) {
      requestAnimationFrame(watch);
      return;
    }
    stopKeeping?.();
    stopKeeping = null;
    pressed = null;
  };
  watch();
}
