import { Avatar, Badge } from '@arco-design/web-react';
import { formatRelativeTime, PAGE_SIZE, unreadCountAtom, type Notice } from '@site/shared';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { getMessages, getUnreadCount, markMessagesRead } from '../../api/lists';
import { PagedSection } from '../paged-section';
import { describeNotice } from './describe-notice';

function MessageItem({ notice }: { notice: Notice }) {
  const view = describeNotice(notice);
  const text = (
    <>
      <strong>{view.who}</strong> {view.action}
    </>
  );
  return (
    <article className="account-message" style={{ display: 'flex', gap: 12, padding: '14px 0', borderBottom: '1px solid var(--color-border-1)' }}>
      <Badge dot={!notice.hasRead}>
        <Avatar size={36}>{view.who.slice(0, 1).toUpperCase()}</Avatar>
      </Badge>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div>{view.href ? <Link to={view.href}>{text}</Link> : text}</div>
        {view.excerpt ? <div style={{ color: 'var(--color-text-2)', marginTop: 4, overflowWrap: 'anywhere' }}>“{view.excerpt}”</div> : null}
        {view.reason ? <div style={{ color: 'var(--color-text-2)', marginTop: 4, overflowWrap: 'anywhere' }}>原因：{view.reason}</div> : null}
        <time dateTime={notice.createdAt} style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
          {formatRelativeTime(notice.createdAt)}
        </time>
      </div>
    </article>
  );
}

/** My messages: loading a page marks its unread messages read and clears the unread store (spec 4). */
export function MessagesTab() {
  const setUnread = useSetAtom(unreadCountAtom);
  const fetchPage = useCallback(
    async (page: number, perPage: number) => {
      const result = await getMessages(page, perPage);
      const unread = result.rows.filter((notice) => !notice.hasRead).map((notice) => notice.id);
      if (unread.length > 0) {
        // Shown as unread this time (the dot), read from now on; a failed mark is retried on the next visit.
        // The unread store then holds what is left unread on later pages, so the bell stays truthful.
        markMessagesRead(unread)
          .then(getUnreadCount)
          .then(setUnread, () => undefined);
      } else if (page === 0) {
        setUnread(0);
      }
      return result;
    },
    [setUnread],
  );
  return (
    <PagedSection<Notice>
      layout="list"
      fetchPage={fetchPage}
      pageSize={PAGE_SIZE.default}
      getKey={(notice) => notice.id}
      renderItem={(notice) => <MessageItem notice={notice} />}
      emptyText="暂无消息"
    />
  );
}
