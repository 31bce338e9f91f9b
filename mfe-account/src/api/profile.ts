import { api, type NameCheck, type User } from '@site/shared';

export interface ProfileUpdate {
  nickname?: string;
  avatar?: string;
}

/** PUT account/info/update: answers the updated user. */
export const updateProfile = (body: ProfileUpdate) => api.put<User>('/account/info/update', body);

/** GET account/nickname/check/valid: whether a nickname is free (the caller's own counts as free). */
export const checkNickname = (name: string) => api.get<NameCheck>('/account/nickname/check/valid', { name });
