import { Result } from '@arco-design/web-react';

/** What a visitor, a member or a role without this section sees. */
export function NoAccess({ loggedIn }: { loggedIn: boolean }) {
  return (
    <div role="alert" style={{ padding: '64px 0' }}>
      {/* The section's own page would have its h1; without access, this is it. */}
      <Result status="403" title={<h1 style={{ fontSize: 'inherit', fontWeight: 'inherit', lineHeight: 'inherit', margin: 0 }}>无权访问</h1>} subTitle={loggedIn ? '当前账号没有此页面的管理权限，如需开通请联系管理员。' : '请先登录有管理权限的账号。'} />
    </div>
  );
}
