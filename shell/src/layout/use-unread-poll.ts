import { isLoggedInAtom, UNREAD_POLL_MS, unreadCountAtom } from '@site/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { getUnreadMessages } from './api/get-unread-messages';

/** Polls the unread count every 3 minutes while logged in (spec 7 and 9); the bell reads unreadCountAtom. */
export function useUnreadPoll(): void {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setUnread = useSetAtom(unreadCountAtom);

  useEffect(() => {
    if (!loggedIn) {
      setUnread(0);
      return;
    }
    let current = true;
    const poll = () => {
      getUnreadMessages()
        .then(({ count }) => {
          if (current) setUnread(Number(count) || 0);
        })
        // A failed poll keeps the last known count; the next one will correct it.
        .catch(() => undefined);
    };
    poll();
    const timer = setInterval(poll, UNREAD_POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [loggedIn, setUnread]);
}
