import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment } from '../../contract';
import { CommentItem, type CommentItemActions } from '../comment-item';

const comment: Comment = {
  id: 9,
  content: '我的评论',
  createdAt: new Date().toISOString(),
  userInfo: { id: 3, username: 'me', nickname: '我', avatar: '' } as Comment['userInfo'],
  likeNum: 0,
  isLike: false,
  isTop: false,
  rootTargetId: null,
  replyTargetId: null,
  replayTargetInfo: [],
};

const actions = (onDelete: (comment: Comment) => void): CommentItemActions => ({
  canReply: true,
  canTop: false,
  currentUserId: 3,
  canModerate: false,
  onLike: () => undefined,
  onReply: () => undefined,
  onTop: () => undefined,
  onDelete,
  onReport: () => undefined,
});

describe('CommentItem with the keyboard (issue 42)', () => {
  it('删除 opens its confirmation with the focus inside, so Tab and Enter confirm it', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn();
    render(<CommentItem comment={comment} actions={actions(onDelete)} isRoot />);
    const remove = await screen.findByRole('button', { name: '删除' });
    act(() => remove.focus());
    await user.keyboard('{Enter}');
    // The confirmation took the focus on its first button, 取消.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('取消'));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('删除');
    expect(document.activeElement).not.toBe(remove);
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith(comment);
  });
});
