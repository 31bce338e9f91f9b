import { useFirstUse, type User } from '@site/shared';
import { forwardRef, lazy, Suspense, type ComponentPropsWithoutRef } from 'react';
import { UserAvatar } from './user-avatar';

const UserMenuDropdown = lazy(() => import('./user-menu-dropdown').then((module) => ({ default: module.UserMenuDropdown })));

type TriggerProps = ComponentPropsWithoutRef<'button'> & { user: User };

/** The avatar button; Arco's Dropdown clones it with its own handlers once loaded, hence the ref and props. */
const Trigger = forwardRef<HTMLButtonElement, TriggerProps>(function Trigger({ user, className, ...rest }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      className={className ? `site-icon-button site-user-trigger ${className}` : 'site-icon-button site-user-trigger'}
      aria-label={`${user.nickname || user.username} 的账号菜单`}
      {...rest}
    >
      <UserAvatar user={user} />
    </button>
  );
});

/**
 * The avatar and its dropdown: user center, admin backend (only with a true role), logout (spec 2). The
 * avatar is plain; the dropdown's code (Arco) comes on the first hover, focus or press, and opens at once
 * when the pointer is still there (or it was pressed); a focused avatar keeps the focus across the swap.
 */
export function UserMenu({ user }: { user: User }) {
  const { armed, open, focused, handlers } = useFirstUse();
  const plain = <Trigger user={user} {...handlers} />;
  if (!armed) return plain;
  return (
    <Suspense fallback={plain}>
      <UserMenuDropdown user={user} openAtStart={open}>
        <Trigger user={user} autoFocus={focused} />
      </UserMenuDropdown>
    </Suspense>
  );
}
