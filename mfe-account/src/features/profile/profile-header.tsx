import { Button, Typography } from '@arco-design/web-react';
import { IconEdit } from '@arco-design/web-react/icon';
import { getSiteConfig, type User } from '@site/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AvatarUpload } from './avatar-upload';
import { NicknameDialog } from './nickname-dialog';

export function ProfileHeader({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  return (
    <header style={{ display: 'flex', gap: 20, alignItems: 'center', flexWrap: 'wrap', padding: '24px 0' }}>
      <AvatarUpload user={user} />
      <div style={{ flex: 1, minWidth: 200 }}>
        {/* The page's second level (its h1 is 个人中心), in the look of Arco's h4. */}
        <Typography.Title heading={2} style={{ margin: 0, display: 'flex', alignItems: 'center', gap: 8, fontSize: 20, lineHeight: 1.4 }}>
          {user.nickname || user.username}
          <Button size="mini" type="text" icon={<IconEdit />} onClick={() => setEditing(true)} aria-label="修改昵称" />
        </Typography.Title>
        <div style={{ color: 'var(--color-text-3)', marginTop: 4 }}>@{user.username}</div>
      </div>
      {getSiteConfig().authMode === 'modal' ? (
        <Link to={{ search: '?tab=security' }}>账号安全设置</Link>
      ) : (
        // sso: the external account service owns passwords and devices.
        <a href={getSiteConfig().accountSecurityUrl} target="_blank" rel="noopener noreferrer">
          账号安全设置
        </a>
      )}
      {editing ? <NicknameDialog current={user.nickname} onClose={() => setEditing(false)} /> : null}
    </header>
  );
}
