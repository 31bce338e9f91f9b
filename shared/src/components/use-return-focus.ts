import { useEffect, useRef, useState } from 'react';

/** The element that has the focus now, unless it is the page itself (nothing to give the focus back to). */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * True when the focus is lost: on the page itself, or inside a modal dialog (the one closing, still fading out;
 * a non-modal one, such as the player's 继续观看, is part of the page).
 */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.closest('[aria-modal="true"]') !== null;
}

/**
 * Gives the focus back to the element that opened a dialog once the dialog closes (WCAG 2.4.3). Arco's Modal
 * and Drawer move the focus into the dialog and keep it there while open (their focusLock and autoFocus), but
 * on closing they leave it on the page itself, so a keyboard user starts again from the top. Call it with the
 * dialog's `visible`, in the component that renders the dialog (a dialog rendered only while open, with `visible`
 * always true, is handled too: its unmounting closes it).
 *
 * The opener is the element focused during the render that opens the dialog (the focus moves into the dialog
 * only after it). When the opener is gone by the time the dialog closes (a sign-in replaces its button),
 * `fallback` names where the focus goes instead. The focus is moved only when it would otherwise be lost: a
 * dialog that closed because the user went somewhere else leaves the focus where they went.
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null): void {
  const [seen, setSeen] = useState<{ open: boolean; opener: HTMLElement | null }>({ open: false, opener: null });
  if (seen.open !== open) {
    // Storing information from previous renders: what had the focus when the dialog opened.
    setSeen({ open, opener: open ? focusedElement() : seen.opener });
  }

  const { opener } = seen;
  const restore = useRef<() => void>(() => undefined);
  useEffect(() => {
    restore.current = () => {
      if (!focusIsLost()) return;
      const target = opener?.isConnected ? opener : (fallback?.() ?? null);
      target?.focus();
    };
  });
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
    } else if (wasOpen.current) {
      wasOpen.current = false;
      restore.current();
    }
  }, [open]);
  // A dialog that is mounted only while open (visible always true) closes by going away with its owner.
  useEffect(
    () => () => {
      if (wasOpen.current) restore.current();
    },
    [],
  );
}
