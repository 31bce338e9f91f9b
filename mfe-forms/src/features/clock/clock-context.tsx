import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Where "now" comes from: the device clock, or a fixed one in tests. */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();
const ClockContext = createContext<Clock>(systemClock);

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The current time, re-read every `everyMs` so a page left open notices 08:00 and 12:00 pass. */
export function useNow(everyMs = 15_000): Date {
  const clock = useContext(ClockContext);
  const [now, setNow] = useState(clock);
  useEffect(() => {
    setNow(clock());
    const timer = setInterval(() => setNow(clock()), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return now;
}
