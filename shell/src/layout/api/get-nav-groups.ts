import { api, type NavGroup } from '@site/shared';

/** GET /navigation/list: the footer's link groups. */
export async function getNavGroups(signal?: AbortSignal): Promise<NavGroup[]> {
  const groups = await api.get<NavGroup[] | null>('/navigation/list', undefined, { signal });
  return Array.isArray(groups) ? groups : [];
}
