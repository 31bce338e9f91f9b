import { USERNAME_CHECK_DELAY_MS } from '@site/shared';
import { useEffect, useState } from 'react';
import { checkUsername } from './api/check-username';

export type UsernameCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'valid' }
  | { status: 'invalid'; reason: string };

/**
 * Asks the server whether a username is free once typing has paused for 1 s (spec 5).
 * Only runs when the local rules pass (`enabled`); a failed check counts as valid (spec 8).
 */
export function useUsernameCheck(username: string, enabled: boolean): UsernameCheck {
  const [check, setCheck] = useState<UsernameCheck>({ status: 'idle' });

  useEffect(() => {
    if (!enabled) {
      setCheck({ status: 'idle' });
      return;
    }
    setCheck({ status: 'checking' });
    let current = true;
    const timer = setTimeout(() => {
      checkUsername(username)
        .then((result) => {
          if (!current) return;
          setCheck(result.isValid ? { status: 'valid' } : { status: 'invalid', reason: result.reason || '该用户名不可用' });
        })
        .catch(() => {
          if (current) setCheck({ status: 'valid' });
        });
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [username, enabled]);

  return check;
}
