import { useState } from 'react';

/**
 * A control drawn plain whose heavier part (Arco's dropdown or tooltip) is loaded on its first hover, focus or press
 * (`armed`). `open` says the pointer is still on it (or it was pressed) and `focused` that it holds the focus, so the
 * part opens at once when it arrives and the control drawn again keeps the focus. Spread `handlers` on the plain one.
 */
export function useFirstUse() {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
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
