import { Avatar, Button, Popconfirm, Space, Tag } from '@arco-design/web-react';
import { IconDelete, IconExclamationCircle, IconMessage, IconThumbUp, IconThumbUpFill, IconToTop } from '@arco-design/web-react/icon';
import type { Comment } from '../contract';
import { imageUrl } from '../contract';
import { popconfirmFocus } from '../components/popconfirm-focus';
import { RelativeTime } from '../format';

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
      <Avatar size={isRoot ? 40 : 32} style={{ flex: 'none' }}>
        {author.avatar ? <img src={imageUrl(author.avatar, { w: 200 })} alt="" /> : name.slice(0, 1).toUpperCase()}
      </Avatar>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 13 }}>
          <strong>{name}</strong>
          {comment.isTop ? <Tag color="arcoblue" size="small">置顶</Tag> : null}
          <span style={{ color: 'var(--color-text-3)' }}><RelativeTime value={comment.createdAt} /></span>
        </div>
        <p style={{ margin: '6px 0', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{comment.content}</p>
        <Space size={4} wrap>
          <Button
            size="mini"
            type="text"
            aria-pressed={comment.isLike}
            aria-label={`${comment.isLike ? '取消点赞' : '点赞'} ${comment.likeNum}`}
            icon={comment.isLike ? <IconThumbUpFill /> : <IconThumbUp />}
            onClick={() => actions.onLike(comment)}
          >
            {comment.likeNum}
          </Button>
          {actions.canReply ? (
            <Button size="mini" type="text" icon={<IconMessage />} onClick={() => actions.onReply(comment)} data-reply-to={comment.id}>
              回复
            </Button>
          ) : null}
          {isRoot && actions.canTop ? (
            <Button size="mini" type="text" icon={<IconToTop />} onClick={() => actions.onTop(comment)}>
              {comment.isTop ? '取消置顶' : '置顶'}
            </Button>
          ) : null}
          {mine || actions.canModerate ? (
            <Popconfirm {...popconfirmFocus} title={mine ? '确定删除这条评论吗？' : '以管理员身份删除这条评论吗？（记入操作日志）'} okText="删除" cancelText="取消" onOk={() => actions.onDelete(comment)}>
              <Button size="mini" type="text" status="danger" icon={<IconDelete />}>
                删除
              </Button>
            </Popconfirm>
          ) : null}
          {mine ? null : (
            <Button size="mini" type="text" icon={<IconExclamationCircle />} aria-label={`举报${name}的评论`} onClick={() => actions.onReport(comment)}>
              举报
            </Button>
          )}
        </Space>
      </div>
    </article>
  );
}
