import { Message, Progress } from '@arco-design/web-react';
import { SHOT_IMAGE_TYPES } from '@site/shared';
import { uploadFile } from '@site/shared/upload';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { EditorToolbar } from './editor-toolbar';
import { readImageSize } from './image-size';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** Initial HTML; the editor is re-created (keyed by the page) when another shot is loaded. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The editor's own serialisation of the initial HTML, so "unchanged" compares like with like. */
  onReady: (html: string) => void;
}

const isImage = (file: File) => (SHOT_IMAGE_TYPES as readonly string[]).includes(file.type);

/** The shot body: tiptap with a toolbar; images are uploaded with a progress bar; audio and video are refused. */
export function RichTextEditor({ initialHtml, onChange, onReady }: RichTextEditorProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const insertFiles = async (files: File[]) => {
    for (const file of files) {
      if (!isImage(file)) {
        Message.warning('只能插入 PNG、JPG、GIF、WEBP、APNG、SVG 图片，不支持音频或视频');
        continue;
      }
      setProgress(0);
      try {
        const [{ url }, size] = await Promise.all([uploadFile(file, { purpose: 'shot-image', onProgress: setProgress }), readImageSize(file)]);
        editor
          ?.chain()
          .focus()
          .setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, ''), ...size })
          .run();
      } catch {
        Message.error('上传出错，请重试');
      } finally {
        setProgress(null);
      }
    }
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: { class: 'shot-editor-content', 'aria-label': '作品内容', role: 'textbox', 'aria-multiline': 'true' },
      // Dropped or pasted files go through the upload; media other than images never enters the shot.
      handleDrop: (_view, event) => {
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (files.length === 0) return false;
        event.preventDefault();
        void insertFiles(files);
        return true;
      },
      handlePaste: (_view, event) => {
        const files = Array.from(event.clipboardData?.files ?? []);
        if (files.length === 0) return false;
        void insertFiles(files);
        return true;
      },
    },
    onCreate: ({ editor: created }) => onReady(created.getHTML()),
    onUpdate: ({ editor: updated }) => onChange(updated.getHTML()),
  });

  if (!editor) return null;
  return (
    <div className="shot-editor" style={{ border: '1px solid var(--color-border-2)', borderRadius: 4 }}>
      <EditorToolbar editor={editor} uploading={progress !== null} onPickImage={() => fileInput.current?.click()} />
      {progress !== null ? (
        <div style={{ padding: '6px 12px' }} aria-live="polite">
          <Progress percent={progress} size="small" formatText={(percent) => `图片上传中 ${percent}%`} />
        </div>
      ) : null}
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        hidden
        aria-label="选择插入的图片"
        accept={SHOT_IMAGE_TYPES.join(',')}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void insertFiles(files);
        }}
      />
    </div>
  );
}
