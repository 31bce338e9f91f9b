import { Button, Divider, Message, Tooltip } from '@arco-design/web-react';
import {
  IconBold,
  IconCode,
  IconH1,
  IconH2,
  IconH3,
  IconImage,
  IconItalic,
  IconLink,
  IconOrderedList,
  IconQuote,
  IconRedo,
  IconStrikethrough,
  IconUnderline,
  IconUndo,
  IconUnorderedList,
} from '@arco-design/web-react/icon';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';

interface ToolProps {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function Tool({ label, icon, active, disabled, onClick }: ToolProps) {
  return (
    <Tooltip content={label} mini>
      <Button size="small" type={active ? 'primary' : 'text'} icon={icon} aria-label={label} aria-pressed={active} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

export interface EditorToolbarProps {
  editor: Editor;
  onPickImage: () => void;
  uploading: boolean;
}

/** Formatting buttons of the shot editor; images go through the upload (no audio or video). */
export function EditorToolbar({ editor, onPickImage, uploading }: EditorToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt('链接地址（http:// 或 https:// 开头）', previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else if (/^(https?:\/\/|mailto:)/i.test(href.trim())) chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
    // An address refused used to be dropped without a word: the user (who may not see the text) heard nothing.
    else Message.warning('链接须以 http:// 或 https:// 开头');
  };

  return (
    <div role="toolbar" aria-label="编辑工具" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, padding: 6, borderBottom: '1px solid var(--color-border-2)' }}>
      <Tool label="撤销" icon={<IconUndo />} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <Tool label="重做" icon={<IconRedo />} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
      <Divider type="vertical" />
      <Tool label="标题 1" icon={<IconH1 />} active={state.h1} onClick={() => chain().toggleHeading({ level: 1 }).run()} />
      <Tool label="标题 2" icon={<IconH2 />} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <Tool label="标题 3" icon={<IconH3 />} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <Divider type="vertical" />
      <Tool label="加粗" icon={<IconBold />} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <Tool label="斜体" icon={<IconItalic />} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <Tool label="下划线" icon={<IconUnderline />} active={state.underline} onClick={() => chain().toggleUnderline().run()} />
      <Tool label="删除线" icon={<IconStrikethrough />} active={state.strike} onClick={() => chain().toggleStrike().run()} />
      <Divider type="vertical" />
      <Tool label="无序列表" icon={<IconUnorderedList />} active={state.bullet} onClick={() => chain().toggleBulletList().run()} />
      <Tool label="有序列表" icon={<IconOrderedList />} active={state.ordered} onClick={() => chain().toggleOrderedList().run()} />
      <Tool label="引用" icon={<IconQuote />} active={state.quote} onClick={() => chain().toggleBlockquote().run()} />
      <Tool label="代码块" icon={<IconCode />} active={state.code} onClick={() => chain().toggleCodeBlock().run()} />
      <Tool label="链接" icon={<IconLink />} active={state.link} onClick={setLink} />
      <Tool label="插入图片" icon={<IconImage />} disabled={uploading} onClick={onPickImage} />
    </div>
  );
}
