import { useCallback, useEffect, useRef, useState } from 'react';

/** A seconds countdown (resend-code buttons, spec 4): start(n) then remaining ticks down to 0 once a second. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (seconds: number) => {
      stop();
      setRemaining(seconds);
      timer.current = setInterval(() => {
        setRemaining((current) => {
          if (current <= 1) {
            stop();
            return 0;
          }
          return current - 1;
        });
      }, 1000);
    },
    [stop],
  );

  // The modal may unmount mid-countdown; a dangling interval would set state on nothing.
  useEffect(() => stop, [stop]);

  return { remaining, start };
}
