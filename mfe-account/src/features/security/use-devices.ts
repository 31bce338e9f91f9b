import { useCallback, useEffect, useState } from 'react';
import { type Device, getDevices } from '../../api/security';

export type DevicesState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; devices: Device[] };

/** The member's signed-in devices; reload() after anything that signs devices out. */
export function useDevices(): { state: DevicesState; reload: () => void } {
  const [state, setState] = useState<DevicesState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    getDevices().then(
      (devices) => live && setState({ status: 'ready', devices }),
      () => live && setState({ status: 'error' }),
    );
    // An answer for a tab that was left (or a newer reload) must not overwrite the state.
    return () => {
      live = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { state, reload };
}
