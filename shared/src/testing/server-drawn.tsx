import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * An element as the server draws it, in a container on the page (`container`, with the server's markup only), and
 * `takeOver()`: React hydrates it as the browser does, answering the mismatches it reported (none, for a page drawn
 * the same on both sides). `remove()` takes the container off the page.
 */
export function serverDrawn(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return {
    container,
    async takeOver(): Promise<unknown[]> {
      const mismatches: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) });
      });
      return mismatches;
    },
    remove: () => container.remove(),
  };
}
