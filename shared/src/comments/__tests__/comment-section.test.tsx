import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { api, ApiError } from '../../api';
import { loginModalOpenAtom, userAtom } from '../../auth';
import type { Comment, User } from '../../contract';
import { CommentSection } from '../comment-section';
// Message and Popconfirm render through this adapter under React 19 (the shell imports it too).
import '@arco-design/web-react/lib/_util/react-19-adapter';

const me: User = { id: 2, username: 'xiaoming', nickname: '小明', avatar: '', roles: {}, userPower: { canPostShot: false } };
const other = { id: 3, username: 'lisi', nickname: '李四', avatar: '' };

const comment = (overrides: Partial<Comment> = {}): Comment => ({
  id: 1,
  content: '根评论',
  createdAt: new Date().toISOString(),
  userInfo: other,
  likeNum: 0,
  isLike: false,
  isTop: false,
  rootTargetId: null,
  replyTargetId: null,
  replayTargetInfo: [],
  ...overrides,
});

function setup(rows: Comment[], options: { user?: User | null; canTop?: boolean } = {}) {
  const store = createStore();
  store.set(userAtom, options.user === undefined ? me : options.user);
  const get = jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/comment/list') return { rows, count: rows.length };
    if (url === '/account/power/top-comment') return { canTopComment: Boolean(options.canTop) };
    throw new Error(`unexpected GET ${url}`);
  });
  const post = jest.spyOn(api, 'post');
  const del = jest.spyOn(api, 'delete');
  render(
    <Provider store={store}>
      <CommentSection type="shot" targetId={42} />
    </Provider>,
  );
  return { store, get, post, del };
}

afterEach(() => jest.restoreAllMocks());

describe('CommentSection', () => {
  it('asks for the shot comments 20 per page with the shotId parameter', async () => {
    const { get } = setup([comment()]);
    await screen.findByText('根评论');
    expect(get).toHaveBeenCalledWith('/comment/list', { shotId: 42, type: 'shot', perPage: 20, page: 0 });
  });

  it('keeps submit disabled while the box is empty and counts characters', async () => {
    setup([]);
    await screen.findByText('还没有评论，来抢沙发吧');
    const submit = screen.getByRole('button', { name: '发表评论' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('写下你的评论…'), { target: { value: '   ' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('写下你的评论…'), { target: { value: '不错' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(screen.getByText('2/600')).toBeTruthy();
  });

  it('posts a comment and reloads the list', async () => {
    const { post, get } = setup([]);
    post.mockResolvedValue(comment({ id: 9 }));
    await screen.findByText('还没有评论，来抢沙发吧');
    fireEvent.change(screen.getByLabelText('写下你的评论…'), { target: { value: ' 很棒 ' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/comment/post', { shotId: 42, type: 'shot', content: '很棒' }));
    await waitFor(() => expect(get.mock.calls.filter(([url]) => url === '/comment/list')).toHaveLength(2));
  });

  it('prefixes a reply to a child comment with @nickname, but not a reply to a root', async () => {
    const child = comment({ id: 5, content: '子评论', rootTargetId: 1, replyTargetId: 1, userInfo: { ...other, id: 4, nickname: '王五' } });
    const { post } = setup([comment({ replayTargetInfo: [child] })]);
    post.mockResolvedValue(child);
    const childItem = await screen.findByRole('article', { name: '王五的评论' });
    fireEvent.click(within(childItem).getByRole('button', { name: /回复/ }));
    fireEvent.change(screen.getByLabelText('回复 @王五'), { target: { value: '同意' } });
    fireEvent.click(screen.getByRole('button', { name: '发布回复' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/comment/post', { shotId: 42, type: 'shot', content: '@王五 同意', replyTargetId: 5 }));

    const rootItem = await screen.findByRole('article', { name: '李四的评论' });
    fireEvent.click(within(rootItem).getAllByRole('button', { name: /回复/ })[0]);
    fireEvent.change(await screen.findByLabelText('回复 @李四'), { target: { value: '好' } });
    fireEvent.click(screen.getByRole('button', { name: '发布回复' }));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/comment/post', { shotId: 42, type: 'shot', content: '好', replyTargetId: 1 }));
  });

  it('gives the focus back to 回复 once the reply is sent or cancelled (the box that had it goes away)', async () => {
    const { post } = setup([comment()]);
    post.mockResolvedValue(comment({ id: 6 }));
    const item = await screen.findByRole('article', { name: '李四的评论' });
    const reply = within(item).getAllByRole('button', { name: /回复/ })[0];
    act(() => reply.focus());
    fireEvent.click(reply);
    const box = await screen.findByLabelText('回复 @李四');
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: '好' } });
    fireEvent.click(screen.getByRole('button', { name: '发布回复' }));
    await waitFor(() => expect(screen.queryByLabelText('回复 @李四')).toBeNull());
    // The list reloaded and drew the comment anew: its new 回复 has the focus.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-reply-to')).toBe('1'));
    const again = document.activeElement as HTMLElement;

    fireEvent.click(again);
    await screen.findByLabelText('回复 @李四');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByLabelText('回复 @李四')).toBeNull());
    expect(document.activeElement).toBe(again);
  });

  it('puts the focus on the next comment once a deleted one is gone, on the heading when none is left', async () => {
    const mineFirst = comment({ id: 2, content: '我的第一条', userInfo: { ...other, id: me.id, nickname: me.nickname } });
    const mineSecond = comment({ id: 3, content: '我的第二条', userInfo: { ...other, id: me.id, nickname: me.nickname } });
    const rows = [mineFirst, mineSecond];
    const { del, get } = setup(rows);
    del.mockImplementation(async (_url: string, input?: unknown) => {
      const { commentId } = input as { commentId: number };
      rows.splice(rows.findIndex((row) => row.id === commentId), 1);
      return {};
    });
    const deleteThrough = async (content: string) => {
      const item = (await screen.findByText(content)).closest('article') as HTMLElement;
      const open = await within(item).findByRole('button', { name: /删除/ });
      act(() => open.focus());
      fireEvent.click(open);
      const confirm = await waitFor(() => document.querySelector<HTMLElement>('.arco-popconfirm') ?? Promise.reject(new Error('no confirmation')));
      fireEvent.click(within(confirm).getByRole('button', { name: '删除' }));
      await waitFor(() => expect(screen.queryByText(content)).toBeNull());
    };

    await deleteThrough('我的第一条');
    // The list reloaded without it: the next comment's first control (its like) has the focus, not the page.
    await waitFor(() => expect(get.mock.calls.filter(([url]) => url === '/comment/list')).toHaveLength(2));
    const next = (await screen.findByText('我的第二条')).closest('article') as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(within(next).getByRole('button', { name: /^点赞 \d+$/ })));

    await deleteThrough('我的第二条');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^评论/ })));
  });

  it('shows 评论已关闭 when posting hits 7706 on a shot', async () => {
    const { post } = setup([]);
    post.mockRejectedValue(new ApiError({ code: 7706, message: 'closed' }));
    await screen.findByText('还没有评论，来抢沙发吧');
    fireEvent.change(screen.getByLabelText('写下你的评论…'), { target: { value: '你好' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    expect(await screen.findByText('评论已关闭')).toBeTruthy();
  });

  it('toggles a like optimistically and never shows a count below 0', async () => {
    const { post, del } = setup([comment({ isLike: true, likeNum: 0 })]);
    let resolve: (value: unknown) => void = () => undefined;
    del.mockImplementation(() => new Promise((r) => (resolve = r)));
    const like = await screen.findByRole('button', { name: /^取消点赞 \d+$/ });
    fireEvent.click(like);
    const after = await screen.findByRole('button', { name: /^点赞 \d+$/ });
    expect(after.textContent).toContain('0');
    expect(del).toHaveBeenCalledWith('/comment/delete/like', { commentId: 1, type: 'shot' });
    await act(async () => resolve({ isLike: false, likeNum: 0 }));
    post.mockResolvedValue({ isLike: true, likeNum: 1 });
    fireEvent.click(screen.getByRole('button', { name: /^点赞 \d+$/ }));
    expect((await screen.findByRole('button', { name: /^取消点赞 \d+$/ })).textContent).toContain('1');
  });

  it('rolls a like back when the comment was deleted (7140)', async () => {
    const { post } = setup([comment({ likeNum: 2 })]);
    post.mockRejectedValue(new ApiError({ code: 7140, message: 'gone' }));
    fireEvent.click(await screen.findByRole('button', { name: /^点赞 \d+$/ }));
    expect(await screen.findByText('评论已删除，无法点赞或回复')).toBeTruthy();
    expect((await screen.findByRole('button', { name: /^点赞 \d+$/ })).textContent).toContain('2');
  });

  it('offers delete only on the author’s own comments', async () => {
    setup([comment({ id: 1, userInfo: other }), comment({ id: 2, content: '我的', userInfo: { ...other, id: me.id, nickname: me.nickname } })]);
    const mine = await screen.findByRole('article', { name: '小明的评论' });
    expect(within(mine).queryByRole('button', { name: /删除/ })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '李四的评论' })).queryByRole('button', { name: /删除/ })).toBeNull();
  });

  it('shows pin only with the top-comment power and reloads after pinning', async () => {
    const { post, get } = setup([comment()], { canTop: true });
    post.mockResolvedValue({ isTop: true });
    fireEvent.click(await screen.findByRole('button', { name: /置顶/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/comment/isTop', { type: 'shot', commentId: 1, status: true }));
    await waitFor(() => expect(get.mock.calls.filter(([url]) => url === '/comment/list')).toHaveLength(2));
  });

  it('hides pin without the power and asks a visitor to log in first', async () => {
    const { store } = setup([comment()], { user: null });
    await screen.findByText('根评论');
    expect(screen.queryByRole('button', { name: /置顶/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '登录后发表评论' }));
    expect(store.get(loginModalOpenAtom)).toBe(true);
  });

  it('reports someone else’s comment with an optional reason (举报), never one’s own', async () => {
    const { post } = setup([comment({ id: 1, userInfo: other }), comment({ id: 2, content: '我的', userInfo: { ...other, id: me.id, nickname: me.nickname } })]);
    post.mockResolvedValue({ reported: true, alreadyReported: false });
    const mine = await screen.findByRole('article', { name: '小明的评论' });
    expect(within(mine).queryByRole('button', { name: /举报/ })).toBeNull();
    fireEvent.click(within(screen.getByRole('article', { name: '李四的评论' })).getByRole('button', { name: '举报李四的评论' }));
    fireEvent.change(await screen.findByLabelText('举报理由（选填）'), { target: { value: ' 广告 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交举报' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/comment/report', { type: 'shot', commentId: 1, reason: '广告' }));
    expect(await screen.findByText('举报成功，我们会尽快处理')).toBeTruthy();
  });

  it('asks a visitor to log in before reporting', async () => {
    const { store, post } = setup([comment()], { user: null });
    fireEvent.click(await screen.findByRole('button', { name: '举报李四的评论' }));
    expect(store.get(loginModalOpenAtom)).toBe(true);
    expect(post).not.toHaveBeenCalled();
  });

  it('lets an admin delete someone else’s comment through the admin call', async () => {
    const { post, del } = setup([comment({ id: 7, userInfo: other })], { user: { ...me, roles: { admin: true } } });
    post.mockResolvedValue({ id: 7, deleted: true });
    const item = await screen.findByRole('article', { name: '李四的评论' });
    fireEvent.click(within(item).getByRole('button', { name: /删除/ }));
    // The popconfirm's own 删除 comes after the item's.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[1]);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/admin/comment/delete', { id: 7, reason: '在页面上由管理员删除' }));
    expect(del).not.toHaveBeenCalled();
  });
});
