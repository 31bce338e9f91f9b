import { Avatar } from '@arco-design/web-react';
import { IconUser } from '@arco-design/web-react/icon';
import type { User } from '@site/shared';
import { getAvatarContent } from './avatar';

export function UserAvatar({ user, size = 32 }: { user: Pick<User, 'avatar' | 'username'> | null; size?: number }) {
  const content = getAvatarContent(user);
  return (
    <Avatar size={size} className={content.kind === 'letter' ? 'site-avatar site-avatar-letter' : 'site-avatar'}>
      {content.kind === 'image' ? (
        <img src={content.src} alt={user?.username ?? '头像'} />
      ) : content.kind === 'letter' ? (
        content.letter
      ) : (
        <IconUser aria-label="默认头像" />
      )}
    </Avatar>
  );
}
