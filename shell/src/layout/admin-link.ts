import type { User } from '@site/shared';

/** The admin backend link shows only to users with at least one true role (spec 2 and 6). */
export function canSeeAdminLink(user: Pick<User, 'roles'> | null | undefined): boolean {
  return Object.values(user?.roles ?? {}).some((granted) => granted === true);
}
