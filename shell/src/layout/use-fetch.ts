import { useEffect, useState } from 'react';

/**
 * Loads something for the frame once (bulletin, footer links). The frame never shows errors for
 * these: a missing footer link is better than an error box around every page.
 */
export function useFetch<T>(load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let current = true;
    load()
      .then((result) => {
        if (current) setValue(result);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [load]);
  return value;
}
