import { LightIconNotification, paths, unreadCountAtom } from '@site/shared';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';

/**
 * The bell shows a dot when unread messages exist and opens the messages tab of the account centre. The dot is
 * also said: a polite live region beside the bell reads the count when it appears or changes (the poll brings
 * it), and says nothing while there is none.
 */
export function NotificationBell() {
  const unread = useAtomValue(unreadCountAtom);
  const label = unread > 0 ? `消息通知（${unread} 条未读）` : '消息通知';
  return (
    <>
      <Link to={`${paths.account.path}?tab=message`} className="site-icon-button" aria-label={label} title={label}>
        <span className="site-badge">
          <LightIconNotification className="site-bell-icon" />
          {unread > 0 ? <span className="site-badge-dot" aria-hidden="true" /> : null}
        </span>
      </Link>
      <span className="site-visually-hidden" aria-live="polite" data-testid="unread-announcement">
        {unread > 0 ? `你有 ${unread} 条未读消息` : ''}
      </span>
    </>
  );
}
