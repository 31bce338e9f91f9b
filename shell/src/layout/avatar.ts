import type { User } from '@site/shared';

export type AvatarContent = { kind: 'image'; src: string } | { kind: 'letter'; letter: string } | { kind: 'icon' };

/** Avatar rule of spec 2: the image, else the username's first letter upper-cased, else the default icon. */
export function getAvatarContent(user: Pick<User, 'avatar' | 'username'> | null | undefined): AvatarContent {
  const src = user?.avatar?.trim();
  if (src) return { kind: 'image', src };
  const first = user?.username?.trim().charAt(0);
  if (first) return { kind: 'letter', letter: first.toUpperCase() };
  return { kind: 'icon' };
}
