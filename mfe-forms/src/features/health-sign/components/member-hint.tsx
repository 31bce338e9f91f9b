import type { LookupState } from '../use-member-lookup';

/** What the look-up found for the typed ID, under the field. */
export function MemberHint({ state }: { state: LookupState }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'loading':
      return <div className="forms-member">正在查找学员…</div>;
    case 'found':
      return (
        <div className="forms-member" role="status">
          学员：{state.member.nickname}（{state.member.username}）
        </div>
      );
    case 'not-found':
      return null;
    case 'failed':
      return <div className="forms-member">暂时无法查找学员，提交时将再次核对</div>;
  }
}
