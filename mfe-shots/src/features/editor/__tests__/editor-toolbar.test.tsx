import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorToolbar } from '../editor-toolbar';

let editor: Editor;
beforeEach(() => {
  editor = new Editor({ extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })], content: '<p>参考网站</p>' });
  // 网站: the last two characters (position 1 is the paragraph's start).
  editor.commands.setTextSelection({ from: 3, to: 5 });
});
afterEach(() => {
  editor.destroy();
  jest.restoreAllMocks();
});

test('链接 asks for the address and links the selected words', async () => {
  jest.spyOn(window, 'prompt').mockReturnValue('https://example.com/ref');
  render(<EditorToolbar editor={editor} onPickImage={() => undefined} uploading={false} />);
  await userEvent.click(screen.getByRole('button', { name: '链接' }));
  expect(editor.getHTML()).toContain('<a');
  expect(editor.getHTML()).toContain('href="https://example.com/ref"');
});

test('an address without http:// or https:// is refused out loud (a toast), not dropped without a word', async () => {
  jest.spyOn(window, 'prompt').mockReturnValue('www.example.com');
  render(<EditorToolbar editor={editor} onPickImage={() => undefined} uploading={false} />);
  await userEvent.click(screen.getByRole('button', { name: '链接' }));
  await waitFor(() => expect(screen.getByText('链接须以 http:// 或 https:// 开头')).toBeTruthy());
  expect(editor.getHTML()).not.toContain('<a');
});
