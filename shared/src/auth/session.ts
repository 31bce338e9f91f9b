import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { dropEmbeddedAnswers } from '../api';
import type { User } from '../contract';
import { removeStored, setStored } from '../storage';
import { userAtom } from './atoms';

/**
 * Start and end the browser's idea of a session (spec 4): the user lives in userAtom, the
 * logged-in flag in the common storage so other tabs and reloads see it before the auth check answers.
 */
export function useSession(): { signIn: (user: User) => void; signOut: () => void } {
  const setUser = useSetAtom(userAtom);
  const signIn = useCallback(
    (user: User) => {
      // Answers embedded in the page were a visitor's: a member's carry their own flags.
      dropEmbeddedAnswers();
      setUser(user);
      setStored('isLogin', true);
    },
    [setUser],
  );
  const signOut = useCallback(() => {
    setUser(null);
    removeStored('isLogin');
  }, [setUser]);
  return { signIn, signOut };
}
