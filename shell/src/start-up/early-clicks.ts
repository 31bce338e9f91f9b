// Part of the page's loader (boot.ts), before any shared module: no shared module (React, @site/shared) may be used here.

/** What a tap on a server-rendered page can press before React listens: links work without scripts anyway. */
const PRESSABLE = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"]';

/** How long after React starts taking the page over a kept tap may wait: later than that, pressing it would surprise. */
export const EARLY_CLICK_WAIT_MS = 10_000;

/** A kept tap given again and dropped by React again is tried no more often than this. */
const RETRY_MS = 100;

/** React has taken this element over: it keeps the element's props on it (React DOM's own key). */
function takenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** What the loader shares with the app's code on the window (the app calls `press`: see server-page.ts). */
export interface EarlyClicks {
  page: HTMLElement | null;
  pressed: HTMLElement | null;
  reactListens: boolean;
  stopKeeping: (() => void) | null;
  press: (() => void) | null;
}

const state: EarlyClicks = ((window as { __siteEarlyClicks?: EarlyClicks }).__siteEarlyClicks ??= {
  page: null,
  pressed: null,
  reactListens: false,
  stopKeeping: null,
  press: null,
});

/** The button a tap pressed on the page, if it is one a kept tap may press again. */
function pressableTarget(event: MouseEvent): HTMLElement | null {
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
  if (!target || !state.page?.contains(target) || target.closest('a[href]')) return null;
  return target;
}

/**
 * A server-rendered page (issue 41) is on screen before React has taken it over, and a tap on one of its
 * buttons then reaches no handler: a listener pressing 播放 as the page appeared heard nothing. From the first
 * script on until React listens, the last such tap is kept; pressEarlyClick gives it again.
 */
export function keepEarlyClicks(container: HTMLElement): void {
  state.stopKeeping?.();
  state.page = container;
  state.pressed = null;
  state.reactListens = false;
  const beforeReact = (event: MouseEvent) => {
    if (state.reactListens) return;
    state.pressed = pressableTarget(event) ?? state.pressed;
  };
  document.addEventListener('click', beforeReact, true);
  state.stopKeeping = () => document.removeEventListener('click', beforeReact, true);
  // The loader is a script of its own: the app's code reaches this module through the window.
  state.press = pressEarlyClick;
}

/**
 * Called right after hydrateRoot. React now listens, but drops a tap on a part it has not hydrated and cannot
 * hydrate at once (its code or data still loading): it stops the tap's propagation in its own capture listener on
 * the root and goes no further. The button may already carry React's props then (set by a hydration pass that has
 * not committed), so those props do not tell whether React answered it; the stopped propagation does. A listener
 * added after React's on the same root sees it, keeps that tap, and every kept tap is given again once its button
 * is taken over, until React answers it (a tap it drops again is kept again) or EARLY_CLICK_WAIT_MS have passed.
 */
export function pressEarlyClick(): void {
  const container = state.page;
  if (!container) return;
  state.reactListens = true;
  const droppedByReact = (event: MouseEvent) => {
    if (event.cancelBubble) state.pressed = pressableTarget(event) ?? state.pressed;
  };
  container.addEventListener('click', droppedByReact, true);
  const started = performance.now();
  let lastPress = Number.NEGATIVE_INFINITY;
  const watch = () => {
    const target = state.pressed;
    const now = performance.now();
    if (target && !target.isConnected) state.pressed = null;
    else if (target && takenOver(target) && now - lastPress >= RETRY_MS) {
      state.pressed = null;
      lastPress = now;
      target.click();
    }
    if (now - started < EARLY_CLICK_WAIT_MS) {
      requestAnimationFrame(watch);
      return;
    }
    container.removeEventListener('click', droppedByReact, true);
    state.stopKeeping?.();
    state.stopKeeping = null;
    state.pressed = null;
  };
  watch();
}
