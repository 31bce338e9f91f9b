import { CID_LENGTH, normalizeCid, type MemberLookupItem } from '@site/shared/contract/forms';
import { useCallback, useRef, useState } from 'react';
import { searchMemberByCid } from './api/search-member';

export type LookupState =
  | { status: 'idle' }
  | { status: 'loading'; cid: string }
  | { status: 'found'; cid: string; member: MemberLookupItem }
  | { status: 'not-found'; cid: string }
  | { status: 'failed'; cid: string };

/**
 * The member look-up of spec 5: fires once the 18th character is typed. `ensure` answers for the
 * ID being submitted, reusing the last answer when it was for the same ID.
 */
export function useMemberLookup() {
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  // The newest ID asked about: answers for an older one are dropped.
  const latest = useRef('');
  const settled = useRef<LookupState>({ status: 'idle' });

  const lookup = useCallback(async (raw: string): Promise<LookupState> => {
    const cid = normalizeCid(raw);
    latest.current = cid;
    if (cid.length !== CID_LENGTH) {
      settled.current = { status: 'idle' };
      setState(settled.current);
      return settled.current;
    }
    setState({ status: 'loading', cid });
    let next: LookupState;
    try {
      const [member] = await searchMemberByCid(cid);
      next = member ? { status: 'found', cid, member } : { status: 'not-found', cid };
    } catch {
      next = { status: 'failed', cid };
    }
    if (latest.current === cid) {
      settled.current = next;
      setState(next);
    }
    return next;
  }, []);

  const ensure = useCallback(
    async (raw: string): Promise<LookupState> => {
      const cid = normalizeCid(raw);
      const known = settled.current;
      if (known.status !== 'idle' && known.status !== 'failed' && known.status !== 'loading' && known.cid === cid) return known;
      return lookup(cid);
    },
    [lookup],
  );

  return { state, lookup, ensure };
}
