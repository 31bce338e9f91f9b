import { api, type NameCheck } from '@site/shared';

/** GET /account/username/check/valid?name: isValid false comes with the server's reason. */
export function checkUsername(name: string, signal?: AbortSignal): Promise<NameCheck> {
  return api.get<NameCheck>('/account/username/check/valid', { name }, { signal });
}
