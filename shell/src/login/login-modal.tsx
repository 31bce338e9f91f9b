import { loginModalOpenAtom } from '@site/shared';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';

const LoginDialog = lazy(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));

/**
 * The login/register modal (login-dialog.tsx). Its code (Arco's modal, tabs and inputs) is fetched the first
 * time it opens, not with every page; once loaded it stays mounted so it closes with its animation.
 */
export function LoginModal() {
  const open = useAtomValue(loginModalOpenAtom);
  const [opened, setOpened] = useState(open);
  // Storing information from previous renders: once opened, keep the dialog mounted.
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
