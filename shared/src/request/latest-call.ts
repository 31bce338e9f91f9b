import { useCallback, useMemo, useRef } from 'react';

/** One call's claim on the component's state: apply its answer only while `isCurrent()`. */
export interface CallTicket {
  signal: AbortSignal;
  isCurrent: () => boolean;
}

export interface LatestCall {
  /** Starts a new call: earlier calls become stale and their requests are aborted. */
  begin: () => CallTicket;
  /** A ticket for a follow-up call of the current one (the next page of the same list). */
  current: () => CallTicket;
  /** Makes every call stale (unmount, hidden page) and aborts what is in flight. */
  cancel: () => void;
}

/**
 * The core every data-loading hook shares: only the newest call may write state, and the requests
 * it replaced are aborted so a slow answer for an old input never lands over a newer one.
 */
export function useLatestCall(): LatestCall {
  const generation = useRef(0);
  const controller = useRef(new AbortController());

  const ticket = useCallback((): CallTicket => {
    const mine = generation.current;
    return { signal: controller.current.signal, isCurrent: () => mine === generation.current };
  }, []);

  const cancel = useCallback(() => {
    generation.current += 1;
    controller.current.abort();
    controller.current = new AbortController();
  }, []);

  const begin = useCallback(() => {
    cancel();
    return ticket();
  }, [cancel, ticket]);

  return useMemo(() => ({ begin, current: ticket, cancel }), [begin, ticket, cancel]);
}
