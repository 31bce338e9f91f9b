import { api } from '@site/shared';
import { type MemberLookupItem } from '@site/shared/contract/forms';

/** GET /api/user/search/cid: a list of at most one member, empty when the ID is unknown. */
export function searchMemberByCid(cid: string): Promise<MemberLookupItem[]> {
  return api.get<MemberLookupItem[]>('/api/user/search/cid', { cid });
}
