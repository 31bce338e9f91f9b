import { IconExclamationCircle, IconMessage, IconThumbUp, IconThumbUpFill, IconToTop } from '@arco-design/web-react/icon';
import { lazy, Suspense } from 'react';
import type { Comment } from '../contract';
import { imageUrl } from '../contract';
import { RelativeTime } from '../format';
import { LightAvatar, LightButton, LightTag } from '../light';

// Only the author and admins may delete: the confirmation's Arco code loads for them, never on a visitor's page.
const CommentDeleteButton = lazy(() => import('./comment-delete-button'));

export interface CommentItemActions {
  canReply: boolean;
  canTop: boolean;
  currentUserId: number | null;
  /** Admins may delete anyone's comment. */
  canModerate: boolean;
  onLike: (comment: Comment) => void;
  onReply: (comment: Comment) => void;
  onTop: (comment: Comment) => void;
  onDelete: (comment: Comment) => void;
  /** 举报 someone else's comment (visitors are asked to log in first). */
  onReport: (comment: Comment) => void;
}

/** One comment: author, relative time (spec 9), text and its actions. Pinning is for root comments only. */
export function CommentItem({ comment, actions, isRoot }: { comment: Comment; actions: CommentItemActions; isRoot: boolean }) {
  const author = comment.userInfo;
  const name = author.nickname || author.username;
  const mine = actions.currentUserId !== null && actions.currentUserId === author.id;
  return (
    <article className="site-comment" data-comment-id={comment.id} aria-label={`${name}的评论`} style={{ display: 'flex', gap: 12, padding: '12px 0' }}>
      <LightAvatar size={isRoot ? 40 : 32} style={{ flex: 'none' }}>
        {author.avatar ? <img src={imageUrl(author.avatar, { w: 200 })} alt="" /> : name.slice(0, 1).toUpperCase()}
      </LightAvatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 13 }}>
          <strong>{name}</strong>
          {comment.isTop ? <LightTag color="arcoblue" size="small">置顶</LightTag> : null}
          <span style={{ color: 'var(--color-text-3)' }}><RelativeTime value={comment.createdAt} /></span>
        </div>
        <p style={{ margin: '6px 0', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{comment.content}</p>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
          <LightButton
            size="mini"
            type="text"
            aria-pressed={comment.isLike}
            aria-label={`${comment.isLike ? '取消点赞' : '点赞'} ${comment.likeNum}`}
            icon={comment.isLike ? <IconThumbUpFill /> : <IconThumbUp />}
            onClick={() => actions.onLike(comment)}
          >
            {comment.likeNum}
          </LightButton>
          {actions.canReply ? (
            <LightButton size="mini" type="text" icon={<IconMessage />} onClick={() => actions.onReply(comment)} data-reply-to={comment.id}>
              回复
            </LightButton>
          ) : null}
          {isRoot && actions.canTop ? (
            <LightButton size="mini" type="text" icon={<IconToTop />} onClick={() => actions.onTop(comment)}>
              {comment.isTop ? '取消置顶' : '置顶'}
            </LightButton>
          ) : null}
          {mine || actions.canModerate ? (
            // The room of a mini text button while its code loads, so the row does not move.
            <Suspense fallback={<span style={{ display: 'inline-block', width: 56, height: 24 }} />}>
              <CommentDeleteButton mine={mine} onConfirm={() => actions.onDelete(comment)} />
            </Suspense>
          ) : null}
          {mine ? null : (
            <LightButton size="mini" type="text" icon={<IconExclamationCircle />} aria-label={`举报${name}的评论`} onClick={() => actions.onReport(comment)}>
              举报
            </LightButton>
          )}
        </div>
      </div>
    </article>
  );
}
