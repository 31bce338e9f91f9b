import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FirstScreenName } from '../contract';

// The parts of the first screen the server drew (contract/first-screen.ts), kept by the shell before
// React's first render replaces the page's root, until the code that owns the box draws it itself.
// Each with the path it was drawn for: a course's cover is no loading state for another course.
const kept = new Map<FirstScreenName, { element: HTMLElement; path: string }>();

/** The shell calls this once, before its first render: React empties the root when it commits. */
export function keepFirstScreen(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-first-screen]')) {
    kept.set(element.dataset.firstScreen as FirstScreenName, { element, path: window.location.pathname });
  }
}

/** Whether the server drew this part for the page now open and nobody has drawn the real one yet. */
export function hasFirstScreen(name: FirstScreenName): boolean {
  // The server renders no hand-drawn part (it has none kept).
  return typeof window !== 'undefined' && kept.get(name)?.path === window.location.pathname;
}

/** The real content is on screen: the server's copy is not shown again (a later visit draws its own loading state). */
export function retireFirstScreen(name: FirstScreenName): void {
  kept.delete(name);
}

/**
 * A page whose top the server may have drawn: while `waiting` (its own content cannot be drawn yet), whether it
 * should show the server's part (FirstScreenSlot) instead of its own loading state; once it stops waiting the
 * part is retired. `name` undefined: no part (a page used where the server draws nothing).
 */
export function useFirstScreen(name: FirstScreenName | undefined, waiting: boolean): boolean {
  useEffect(() => {
    if (!waiting && name) retireFirstScreen(name);
  }, [waiting, name]);
  return waiting && name !== undefined && hasFirstScreen(name);
}

/**
 * Shows the server-drawn part in place while its owner loads. The same element moves from the server's
 * page into React's tree before the browser paints, so the image in it is neither fetched nor painted
 * again, and the box does not move. Renders nothing when there is no such part.
 */
export function FirstScreenSlot({ name }: { name: FirstScreenName }) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = hasFirstScreen(name) ? kept.get(name)?.element : undefined;
    if (element && slot.current && element.parentNode !== slot.current) slot.current.appendChild(element);
  }, [name]);
  return <div ref={slot} />;
}
