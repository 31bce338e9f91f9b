import { api, type MemberLookupItem } from '@site/shared';

/** GET /api/user/search/cid: a list of at most one member, empty when the ID is unknown. */
export function searchMemberByCid(cid: string): Promise<MemberLookupItem[]> {
  return api.get<MemberLookupItem[]>('/api/user/search/cid', { cid });
}
