import { IMAGE_SIZES, imageUrl, LightAvatar, LightIconUser, type User } from '@site/shared';
import { getAvatarContent } from './avatar';

export function UserAvatar({ user, size = 32 }: { user: Pick<User, 'avatar' | 'username'> | null; size?: number }) {
  const content = getAvatarContent(user);
  return (
    <LightAvatar size={size} className={content.kind === 'letter' ? 'site-avatar site-avatar-letter' : 'site-avatar'}>
      {content.kind === 'image' ? (
        // Avatars are served at width 200 (spec 7), not at upload size.
        <img src={imageUrl(content.src, IMAGE_SIZES.avatar)} alt={user?.username ?? '头像'} />
      ) : content.kind === 'letter' ? (
        content.letter
      ) : (
        <LightIconUser aria-label="默认头像" />
      )}
    </LightAvatar>
  );
}
