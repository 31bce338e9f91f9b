import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Router state of an editor opened anew by the editor itself (a shot created goes on to its edit page, a shot
 * deleted back to a blank one): the form that had the focus is replaced, so the focus would fall to the page.
 */
export const EDITOR_REOPENED = { focusHeading: true } as const;

/**
 * A ref for the editor's h1: once drawn, it takes the focus when the editor was opened anew by the editor itself
 * and the focus is lost, so a keyboard user goes on from the top of the form rather than the top of the page.
 */
export function useReopenedFocus(ready: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const reopened = (useLocation().state as Partial<typeof EDITOR_REOPENED> | null)?.focusHeading === true;
  useEffect(() => {
    const active = document.activeElement;
    if (ready && reopened && (!active || active === document.body)) heading.current?.focus();
  }, [ready, reopened]);
  return heading;
}
