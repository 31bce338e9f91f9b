import { ApiError } from '../../api';
import type { Comment } from '../../contract';
import { canSubmitComment, likeErrorMessage, postErrorMessage, replyPrefix, toggleLike, updateComment } from '../rules';

const user = { id: 2, nickname: '小明', username: 'xiaoming', avatar: '' };
const comment = (overrides: Partial<Comment> = {}): Comment => ({
  id: 1,
  content: '好课',
  createdAt: '2026-11-21T10:00:00Z',
  userInfo: user,
  likeNum: 0,
  isLike: false,
  isTop: false,
  rootTargetId: null,
  replyTargetId: null,
  replayTargetInfo: [],
  ...overrides,
});

describe('canSubmitComment (spec 5)', () => {
  it.each([
    ['', false],
    ['   \n ', false],
    ['a', true],
    ['字'.repeat(600), true],
    ['字'.repeat(601), false],
  ])('%j -> %p', (content, expected) => {
    expect(canSubmitComment(content)).toBe(expected);
  });
});

describe('replyPrefix (spec 5)', () => {
  it.each([
    ['a root comment needs no prefix', comment(), ''],
    ['a child comment gets @nickname', comment({ rootTargetId: 9 }), '@小明 '],
    ['without a nickname, @username', comment({ rootTargetId: 9, userInfo: { ...user, nickname: '' } }), '@xiaoming '],
  ])('%s', (_name, target, expected) => {
    expect(replyPrefix(target)).toBe(expected);
  });
});

describe('toggleLike (spec 4)', () => {
  it.each([
    [{ isLike: false, likeNum: 0 }, { isLike: true, likeNum: 1 }],
    [{ isLike: true, likeNum: 3 }, { isLike: false, likeNum: 2 }],
    [{ isLike: true, likeNum: 0 }, { isLike: false, likeNum: 0 }],
  ])('%j -> %j', (before, after) => {
    expect(toggleLike(before)).toEqual(after);
  });
});

describe('error messages (spec 8)', () => {
  const closed = new ApiError({ code: 7706, message: 'closed' });
  const deleted = new ApiError({ code: 7140, message: 'deleted' });
  const other = new ApiError({ code: 400, message: '内容太长' });
  it.each([
    [closed, 'shot', 'comment', '评论已关闭'],
    [closed, 'audio', 'reply', '评论已关闭'],
    [deleted, 'shot', 'reply', '评论已删除，无法点赞或回复'],
    [other, 'shot', 'comment', '评论失败，请稍后重试'],
    [other, 'audio', 'reply', '回复失败，请稍后重试'],
    [other, 'course', 'comment', '内容太长'],
    [new Error('x'), 'course', 'reply', '回复失败，请稍后重试'],
  ] as const)('%s on %s %s', (error, type, action, expected) => {
    expect(postErrorMessage(error, type, action)).toBe(expected);
  });

  it('like failures', () => {
    expect(likeErrorMessage(deleted)).toBe('评论已删除，无法点赞或回复');
    expect(likeErrorMessage(other)).toBe('操作失败，请重试');
  });
});

describe('updateComment', () => {
  it('changes a reply inside its root', () => {
    const rows = [comment({ id: 1, replayTargetInfo: [comment({ id: 5, rootTargetId: 1 })] }), comment({ id: 2 })];
    const next = updateComment(rows, 5, toggleLike);
    expect(next[0].replayTargetInfo[0].isLike).toBe(true);
    expect(next[1]).toBe(rows[1]);
  });
});
