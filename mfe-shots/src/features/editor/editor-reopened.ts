import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Router state of an editor opened anew by the editor itself (a shot created goes on to its edit page, a shot
 * deleted back to a blank one): the form that had the focus is replaced, so the focus would fall to the page.
 */
export const EDITOR_REOPENED = { focusHeading: true } as const;

/** How long a reopened editor waits for the focus to be lost (a confirmation closing after the navigation). */
const WAIT_MS = 3000;
const STEP_MS = 100;

const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body;
};

/**
 * A ref for the editor's h1: once drawn, it takes the focus when the editor was opened anew by the editor itself
 * and the focus is lost, so a keyboard user goes on from the top of the form rather than the top of the page.
 * A shot deleted navigates from inside its confirmation, which holds the focus until it has faded out: the focus
 * is lost only then, so it is watched for a moment rather than checked once.
 */
export function useReopenedFocus(ready: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const reopened = (useLocation().state as Partial<typeof EDITOR_REOPENED> | null)?.focusHeading === true;
  useEffect(() => {
    if (!ready || !reopened) return undefined;
    const started = Date.now();
    const settle = () => {
      if (focusLost()) heading.current?.focus();
      else if (Date.now() - started < WAIT_MS) return false;
      return true;
    };
    if (settle()) return undefined;
    const timer = window.setInterval(() => {
      if (settle()) window.clearInterval(timer);
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [ready, reopened]);
  return heading;
}
