/**
 * @jest-environment jsdom
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { CommentEditor } from '../comment-editor';

// A member's page is rendered on the server (issue 41): the comment box is on screen before the browser takes it
// over, and what they type meanwhile must count once it has.
describe('the comment box on a server-rendered page', () => {
  it('takes in what was typed before the takeover: the words stay and 发表评论 can be pressed', async () => {
    const onSubmit = jest.fn(() => Promise.resolve(true));
    const root = document.createElement('div');
    root.innerHTML = renderToString(<CommentEditor onSubmit={onSubmit} />);
    document.body.append(root);
    const box = root.querySelector('textarea')!;
    box.value = '讲得很清楚';
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(root, <CommentEditor onSubmit={onSubmit} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(root.querySelector('textarea')).toBe(box);
    expect(box.value).toBe('讲得很清楚');
    const button = Array.from(root.querySelectorAll('button')).find((element) => element.textContent?.includes('发表评论'))!;
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(onSubmit).toHaveBeenCalledWith('讲得很清楚');
  });

  it('starts empty when nothing was typed', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<CommentEditor onSubmit={() => Promise.resolve(true)} />);
    document.body.append(root);
    await act(async () => {
      hydrateRoot(root, <CommentEditor onSubmit={() => Promise.resolve(true)} />);
    });
    const button = Array.from(root.querySelectorAll('button')).find((element) => element.textContent?.includes('发表评论'))!;
    expect(button.disabled).toBe(true);
  });
});
