import { api, type Device, type User } from '@site/shared';

export type { Device };

/** PUT account/password: 4104 when the current password is wrong; other devices are signed out. */
export const changePassword = (body: { currentPassword: string; password: string }) =>
  api.put<{ signedOut: number }>('/account/password', body);

/** POST email/send/verify/code with codeType change-email: the code goes to the new address (5101 when taken). */
export const sendChangeEmailCode = (email: string) =>
  api.post<{ retryAfter: number }>('/email/send/verify/code', { email, codeType: 'change-email' });

/** PUT account/email: answers the updated user. */
export const changeEmail = (body: { email: string; emailCode: string }) => api.put<User>('/account/email', body);

export const getDevices = () => api.get<Device[]>('/account/devices');

export const signOutDevice = (id: string) => api.post<null>('/account/devices/sign-out', { id });

export const signOutOtherDevices = () => api.post<{ signedOut: number }>('/account/devices/sign-out-others', {});
