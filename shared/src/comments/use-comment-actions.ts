import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { isApiError } from '../api';
import { useLoginAction, userAtom } from '../auth';
import type { Comment, CommentType } from '../contract';
import { showToast } from '../feedback';
import { deleteComment } from './api/delete-comment';
import { moderatorDeleteComment } from './api/moderate-comment';
import { setCommentLike } from './api/like-comment';
import { postComment } from './api/post-comment';
import { reportComment } from './api/report-comment';
import { setCommentTop } from './api/top-comment';
import { likeErrorMessage, postErrorMessage, replyPrefix, toggleLike } from './rules';

export interface CommentActionsInput {
  type: CommentType;
  targetId: number;
  /** Optimistic local change of one comment (likes). */
  patch: (id: number, change: (comment: Comment) => Comment) => void;
  reload: () => void;
}

/** Every write of the comment section; each asks for login first (spec 6). */
export function useCommentActions({ type, targetId, patch, reload }: CommentActionsInput) {
  const user = useAtomValue(userAtom);
  const login = useLoginAction();

  const post = useCallback(
    async (content: string, replyTo?: Comment): Promise<boolean> => {
      if (!user) {
        login();
        return false;
      }
      const full = replyTo ? `${replyPrefix(replyTo)}${content}` : content;
      try {
        await postComment({ type, targetId, content: full, replyTargetId: replyTo?.id });
        void showToast('success', replyTo ? '回复成功' : '评论成功');
        reload();
        return true;
      } catch (error) {
        void showToast('error', postErrorMessage(error, type, replyTo ? 'reply' : 'comment'));
        return false;
      }
    },
    [user, login, type, targetId, reload],
  );

  const like = useCallback(
    async (comment: Comment) => {
      if (!user) {
        login();
        return;
      }
      const next = !comment.isLike;
      // Optimistic: the count moves at once and moves back if the server refuses.
      patch(comment.id, toggleLike);
      try {
        const result = await setCommentLike({ type, commentId: comment.id }, next);
        // The server's count wins over the optimistic guess (others may have liked meanwhile).
        if (result && typeof result.likeNum === 'number') {
          patch(comment.id, (current) => ({ ...current, isLike: result.isLike, likeNum: Math.max(0, result.likeNum) }));
        }
      } catch (error) {
        patch(comment.id, (current) => (current.isLike === next ? toggleLike(current) : current));
        void showToast('error', likeErrorMessage(error));
      }
    },
    [user, login, patch, type],
  );

  const top = useCallback(
    async (comment: Comment) => {
      try {
        await setCommentTop({ type, commentId: comment.id, status: !comment.isTop });
        reload();
      } catch (error) {
        void showToast('error', isApiError(error) ? error.message : '操作失败，请重试');
      }
    },
    [type, reload],
  );

  const remove = useCallback(
    async (comment: Comment) => {
      try {
        // An admin removing someone else's comment goes through the admin call (author-only delete stays as spec 5 says).
        if (user && comment.userInfo.id !== user.id && user.roles.admin === true) await moderatorDeleteComment({ commentId: comment.id, reason: '在页面上由管理员删除' });
        else await deleteComment({ type, commentId: comment.id });
        void showToast('success', '评论已删除');
        reload();
      } catch {
        void showToast('error', '删除失败');
      }
    },
    [type, reload, user],
  );

  /** 举报: answers whether the dialog may close (a failure keeps it open with a message). */
  const report = useCallback(
    async (comment: Comment, reason: string) => {
      try {
        const result = await reportComment({ type, commentId: comment.id, reason });
        void showToast('success', result.alreadyReported ? '你已经举报过这条评论，我们会尽快处理' : '举报成功，我们会尽快处理');
      } catch (error) {
        void showToast('error', isApiError(error) ? error.message : '举报失败，请稍后再试');
        throw error;
      }
    },
    [type],
  );

  return { user, login, post, like, top, remove, report };
}
