import { Button, Tabs } from '@arco-design/web-react';
import { authCheckedAtom, EmptyState, getSiteConfig, paths, tablistRole, useLoginAction, usePageTitle, userAtom, useTakenOver, type User } from '@site/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getFollowedTeacherCourses, getPurchasedCourses, getRecentWatched } from '../api/lists';
import { CollectionTab } from '../features/collection/collection-tab';
import { CourseListTab } from '../features/course-lists/course-list-tab';
import { MessagesTab } from '../features/messages/messages-tab';
import { MyShotsTab } from '../features/my-shots/my-shots-tab';
import { OrdersTab } from '../features/orders/orders-tab';
import { ProfileHeader } from '../features/profile/profile-header';
import { SecurityTab } from '../features/security/security-tab';
import './account-page.css';

interface AccountTab {
  key: string;
  title: string;
  render: (user: User) => ReactNode;
}

/** The account centre's tabs, in the order of spec 2, then 账号安全; the key is the ?tab= query value. */
export const ACCOUNT_TABS: AccountTab[] = [
  { key: 'recent', title: '最近学习', render: () => <CourseListTab fetchPage={getRecentWatched} emptyText="还没有学习记录，去挑一门课程吧" /> },
  { key: 'purchased', title: '已购课程', render: () => <CourseListTab fetchPage={getPurchasedCourses} emptyText="还没有购买课程" /> },
  { key: 'subscription', title: '我的订阅', render: () => <CourseListTab fetchPage={getFollowedTeacherCourses} emptyText="关注讲师后，这里会显示他们的课程" /> },
  { key: 'collection', title: '我的收藏', render: () => <CollectionTab /> },
  { key: 'shots', title: '我的作品', render: () => <MyShotsTab /> },
  { key: 'message', title: '我的消息', render: () => <MessagesTab /> },
  { key: 'order', title: '我的订单', render: () => <OrdersTab /> },
  { key: 'security', title: '账号安全', render: (user) => <SecurityTab user={user} /> },
];

/** In sso mode the external account service owns passwords and devices, so its page replaces the tab. */
const visibleTabs = (): AccountTab[] => (getSiteConfig().authMode === 'modal' ? ACCOUNT_TABS : ACCOUNT_TABS.filter((tab) => tab.key !== 'security'));

export function AccountPage() {
  usePageTitle(paths.account.title);
  const user = useAtomValue(userAtom);
  const authChecked = useAtomValue(authCheckedAtom);
  const login = useLoginAction();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tabs = visibleTabs();
  const active = tabs.some((tab) => tab.key === requested) ? (requested as string) : tabs[0].key;
  // Drawn on the server, the page takes no input until its code runs: a password typed into 账号安全 before then
  // would be lost.
  const takenOver = useTakenOver();

  if (!user) {
    // The shell sends logged-out visitors home after its auth check; until then nothing flashes.
    return authChecked ? (
      <EmptyState description="登录后查看个人中心">
        <Button type="primary" onClick={login}>
          登录 / 注册
        </Button>
      </EmptyState>
    ) : null;
  }

  return (
    <div className="account-page" inert={!takenOver} style={{ maxWidth: 1200, margin: '0 auto', padding: '0 16px 32px' }}>
      {/* The design shows no page heading: the title is the h1 for screen readers, the member's name its h2. */}
      <h1 className="site-visually-hidden">{paths.account.title}</h1>
      <ProfileHeader user={user} />
      {/* Arco renders a tab's content the first time it is opened and keeps it (tabs load lazily, spec 2). */}
      <Tabs ref={tablistRole} activeTab={active} onChange={(key) => setParams({ tab: key }, { replace: true })} lazyload type="line">
        {tabs.map((tab) => (
          <Tabs.TabPane key={tab.key} title={tab.title}>
            <div style={{ paddingTop: 16 }}>{tab.render(user)}</div>
          </Tabs.TabPane>
        ))}
      </Tabs>
    </div>
  );
}
