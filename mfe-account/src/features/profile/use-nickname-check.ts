import { NICKNAME_CHECK_DELAY_MS } from '@site/shared';
import { useEffect, useState } from 'react';
import { checkNickname } from '../../api/profile';

/** 'ing' while typing or asking, then true/false with the server's reason (spec 4). */
export type NicknameStatus = { state: 'idle' } | { state: 'ing' } | { state: 'valid' } | { state: 'invalid'; reason: string };

/** Asks the server 1500 ms after the last keystroke (spec 5); a failed check counts as valid (spec 8). */
export function useNicknameCheck(nickname: string, current: string): NicknameStatus {
  const [status, setStatus] = useState<NicknameStatus>({ state: 'idle' });
  const value = nickname.trim();

  useEffect(() => {
    if (!value || value === current) {
      setStatus({ state: 'idle' });
      return undefined;
    }
    setStatus({ state: 'ing' });
    let cancelled = false;
    const timer = setTimeout(() => {
      checkNickname(value).then(
        (result) => {
          if (!cancelled) setStatus(result.isValid ? { state: 'valid' } : { state: 'invalid', reason: result.reason || '该昵称不可用' });
        },
        () => {
          if (!cancelled) setStatus({ state: 'valid' });
        },
      );
    }, NICKNAME_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [value, current]);

  return status;
}

/** Confirm is enabled only when the check said yes, the value is not empty and differs from the current one. */
export function canConfirmNickname(status: NicknameStatus, nickname: string, current: string): boolean {
  const value = nickname.trim();
  return status.state === 'valid' && value !== '' && value !== current;
}
