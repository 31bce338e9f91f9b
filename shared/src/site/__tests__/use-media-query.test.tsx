import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useMediaMatch, useTakenOver } from '../use-media-query';

// A server-rendered page does not know the screen nor has its code run: these hooks answer "unknown" there and
// while the browser takes the page over (so hydration meets the server's markup), then the browser's answer.

function Probe() {
  const narrow = useMediaMatch('(max-width: 414px)');
  const takenOver = useTakenOver();
  return <p data-narrow={narrow === undefined ? 'unknown' : String(narrow)} data-taken-over={String(takenOver)} />;
}

test('on the server: the screen unknown, the page not taken over', () => {
  expect(renderToString(<Probe />)).toBe('<p data-narrow="unknown" data-taken-over="false"></p>');
});

test('in the browser taking a server page over: the same answers first, without a mismatch, then the real ones', async () => {
  const wide = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...wide(query), matches: query === '(max-width: 414px)' });
  try {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe('<p data-narrow="true" data-taken-over="true"></p>');
  } finally {
    window.matchMedia = wide;
  }
});
