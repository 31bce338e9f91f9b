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

/**
 * Seconds left as a resend button shows them: "60s" up to a minute (spec 4's label), then "4:59" and
 * "23:52:00", since the server's waits between codes grow past a minute and a day's cap lasts hours.
 */
export function countdownText(seconds: number): string {
  if (seconds <= 60) return `${seconds}s`;
  const pad = (value: number) => String(value).padStart(2, '0');
  const [hours, minutes, rest] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}
