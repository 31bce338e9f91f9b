import '@arco-design/web-react/es/Divider/style/index.css';
import { Fragment, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE, type Comment, type CommentType } from '../contract';
import { EmptyState, ErrorState, LoadMore } from '../feedback';
import { LightButton } from '../light';
import { usePagedList } from '../list';
import { focusAfterRemoval } from '../components/focus-after-removal';
import { preloadableLazy } from '../components/preloadable-lazy';
import { useReturnFocus } from '../components/use-return-focus';
import { getComments } from './api/get-comments';
import { useCanTopComment } from './api/get-top-comment-power';
import { CommentItem, type CommentItemActions } from './comment-item';
import { replyPrefix, updateComment } from './rules';
import { useCommentActions } from './use-comment-actions';

// What needs Arco's code comes apart from the list a visitor reads: the post box (members only) and the report
// dialog (once 举报 is first pressed). A member's page preloads the box (preloadCommentSection).
const editor = preloadableLazy(() => import('./comment-editor').then((module) => module.CommentEditor));
const CommentEditor = editor.Component;
export const preloadCommentEditor = editor.preload;
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

/** The post box's room while its code loads (three rows and the button row), so nothing under it moves. */
const EDITOR_ROOM = <div aria-busy="true" style={{ minHeight: 118 }} />;

export interface CommentSectionProps {
  type: CommentType;
  targetId: number;
  /** Spec 9: 15 for course comments, 20 for shots and audio. */
  pageSize?: number;
  /** Comments switched off by the author (shots): the list stays, posting and replying go. */
  closed?: boolean;
}

const defaultPageSize = (type: CommentType) => (type === 'course' ? PAGE_SIZE.courseComments : PAGE_SIZE.comments);

/** The comment area shared by courses, shots and podcast (spec 4, 5, 6, 8). */
export function CommentSection({ type, targetId, pageSize = defaultPageSize(type), closed = false }: CommentSectionProps) {
  const fetchPage = useCallback((page: number, perPage: number) => getComments({ type, targetId, page, perPage }), [type, targetId]);
  const { state, loadMore, reload } = usePagedList<Comment>({ pageSize, fetchPage, resetKey: `${type}:${targetId}` });
  const [rows, setRows] = useState<Comment[]>(state.rows);
  useEffect(() => setRows(state.rows), [state.rows]);
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  // The reply box takes the focus as it opens; cancelled, it goes away and the focus goes back to 回复. Sent, the
  // list reloads (its items are drawn anew): the focus goes to the new 回复 of the comment replied to once it is back.
  useReturnFocus(replyTo !== null);
  const section = useRef<HTMLElement>(null);
  const refocusReplyOf = useRef<number | null>(null);
  useEffect(() => {
    const id = refocusReplyOf.current;
    if (id === null || !rows.some((row) => row.id === id || row.replayTargetInfo?.some((child) => child.id === id))) return;
    refocusReplyOf.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    section.current?.querySelector<HTMLElement>(`[data-reply-to="${id}"]`)?.focus();
  }, [rows]);

  const patch = useCallback((id: number, change: (comment: Comment) => Comment) => setRows((current) => updateComment(current, id, change)), []);
  const afterWrite = useCallback(() => {
    setReplyTo(null);
    reload();
  }, [reload]);
  const [reporting, setReporting] = useState<Comment | null>(null);
  // Mounted from the first 举报 on, so the dialog's closing animation runs and its focus goes back.
  const [reportOpened, setReportOpened] = useState(false);
  useEffect(() => {
    if (reporting) setReportOpened(true);
  }, [reporting]);
  const { user, login, post, like, top, remove, report } = useCommentActions({ type, targetId, patch, reload: afterWrite });
  const canTop = useCanTopComment();
  const heading = useRef<HTMLHeadingElement>(null);
  // A comment deleted takes its 删除 (where its confirmation gives the focus back) with it, and the list reloads:
  // the focus goes to the next comment once it is drawn again, or to the heading when none is left.
  const removeKeepingFocus = (comment: Comment) => {
    const item = section.current?.querySelector(`[data-comment-id="${comment.id}"]`);
    if (item && section.current) focusAfterRemoval(item, { list: section.current, items: '[data-comment-id]', keyAttribute: 'data-comment-id', fallback: () => heading.current });
    void remove(comment);
  };

  const actions: CommentItemActions = {
    canReply: !closed,
    canTop,
    currentUserId: user?.id ?? null,
    canModerate: user?.roles.admin === true,
    onLike: (comment) => void like(comment),
    onReply: (comment) => (user ? setReplyTo(comment) : login()),
    onTop: (comment) => void top(comment),
    onDelete: removeKeepingFocus,
    onReport: (comment) => (user ? setReporting(comment) : login()),
  };

  const replyBox = (comment: Comment) =>
    replyTo?.id === comment.id ? (
      <div style={{ marginLeft: 52 }}>
        <Suspense fallback={EDITOR_ROOM}>
        <CommentEditor
          autoFocus
          placeholder={`回复 @${comment.userInfo.nickname || comment.userInfo.username}`}
          submitText="发布回复"
          reserved={replyPrefix(comment).length}
          onSubmit={(content) => {
            refocusReplyOf.current = comment.id;
            return post(content, comment);
          }}
          onCancel={() => setReplyTo(null)}
        />
        </Suspense>
      </div>
    ) : null;

  return (
    <section ref={section} className="site-comments" aria-label="评论">
      <h3 ref={heading} tabIndex={-1} style={{ margin: '8px 0 12px' }}>评论{state.count ? `（${state.count}）` : ''}</h3>
      {closed ? (
        <p style={{ color: 'var(--color-text-3)' }}>评论已关闭</p>
      ) : user ? (
        <Suspense fallback={EDITOR_ROOM}>
          <CommentEditor onSubmit={(content) => post(content)} />
        </Suspense>
      ) : (
        <div style={{ padding: 16, textAlign: 'center', background: 'var(--color-fill-1)' }}>
          <LightButton type="primary" onClick={login}>
            登录后发表评论
          </LightButton>
        </div>
      )}
      <div role="separator" className="arco-divider arco-divider-horizontal" />
      {state.status === 'first-loading' || state.status === 'init' ? <p style={{ color: 'var(--color-text-3)' }}>评论加载中…</p> : null}
      {state.status === 'first-error' ? <ErrorState message={state.error ?? '加载失败'} onRetry={reload} /> : null}
      {state.status === 'no-more' && rows.length === 0 ? <EmptyState description="还没有评论，来抢沙发吧" /> : null}
      {rows.map((root) => (
        <Fragment key={root.id}>
          <CommentItem comment={root} actions={actions} isRoot />
          {replyBox(root)}
          {root.replayTargetInfo?.length ? (
            <div style={{ marginLeft: 52, paddingLeft: 12, borderLeft: '2px solid var(--color-border-2)' }}>
              {root.replayTargetInfo.map((child) => (
                <Fragment key={child.id}>
                  <CommentItem comment={child} actions={actions} isRoot={false} />
                  {replyBox(child)}
                </Fragment>
              ))}
            </div>
          ) : null}
        </Fragment>
      ))}
      {reportOpened ? (
        <Suspense fallback={null}>
          <ReportDialog comment={reporting} onSubmit={report} onClose={() => setReporting(null)} />
        </Suspense>
      ) : null}
      {rows.length > 0 ? <LoadMore status={state.status} error={state.error} onLoadMore={loadMore} auto={false} /> : null}
    </section>
  );
}
