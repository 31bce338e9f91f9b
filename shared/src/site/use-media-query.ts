import { useSyncExternalStore } from 'react';

type Subscribe = (onChange: () => void) => () => void;
/** One subscribe function per query, so React does not subscribe again on every render. */
const subscribers = new Map<string, Subscribe>();

function subscribe(query: string): Subscribe {
  let subscriber = subscribers.get(query);
  if (!subscriber) {
    subscriber = (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    };
    subscribers.set(query, subscriber);
  }
  return subscriber;
}

const matches = (query: string) => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether a media query matches, kept current. A server-rendered page (issue 41) does not know the screen:
 * it is drawn as if the query did not match, and the browser takes that over first, then draws its own
 * answer, so hydration never meets markup it would not have drawn itself.
 */
export function useMediaQuery(query: string): boolean {
  return useMediaMatch(query) ?? false;
}

/**
 * The same, undefined while the answer is not known: on the server and while the browser takes a server page
 * over. A component that must not move then draws both layouts and lets the stylesheet's media query choose.
 */
export function useMediaMatch(query: string): boolean | undefined {
  return useSyncExternalStore(
    subscribe(query),
    () => matches(query),
    () => undefined,
  );
}

const noSubscription = () => () => undefined;

/**
 * The page's origin (https://host), for links a user copies or scans. Empty on the server and while the browser
 * takes a server-rendered page over (the server answers for any host it is reached by), then the real one.
 */
export function useLocationOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

/**
 * Whether this page's code has taken it over: false on the server and while the browser takes a server-rendered
 * page over, then true. A form drawn on the server is inert until then, so nothing is typed into it that the
 * takeover could lose.
 */
export function useTakenOver(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
