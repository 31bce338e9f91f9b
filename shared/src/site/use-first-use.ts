import { useCallback, useState } from 'react';

/**
 * A control drawn plain whose heavier part (Arco's dropdown or tooltip) is loaded on its first hover, focus or press
 * (`armed`). `open` says the pointer is still on it (or it was pressed) and `focused` that it holds the focus, so the
 * part opens at once when it arrives and the control drawn again keeps the focus. Spread `handlers` on the plain one.
 */
export function useFirstUse() {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  // A control drawn on the server can be hovered or focused before the page's script takes it over: no handler saw
  // that, and the pointer resting on it fires none later. So the control looks once it is live.
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    if (node.matches(':hover')) {
      setOpen(true);
      setArmed(true);
    }
    if (node === document.activeElement) {
      setFocused(true);
      setArmed(true);
    }
  }, []);
  const handlers = {
    ref,
    onPointerEnter: () => {
      setOpen(true);
      setArmed(true);
    },
    onPointerLeave: () => setOpen(false),
    onFocus: () => {
      setFocused(true);
      setArmed(true);
    },
    onBlur: () => setFocused(false),
    onClick: () => {
      setOpen(true);
      setArmed(true);
    },
  };
  return { armed, open, focused, handlers };
}
