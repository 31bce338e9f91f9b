import { Button, Input } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { COMMENT_MAX_LENGTH } from '../contract';
import { canSubmitComment } from './rules';

export interface CommentEditorProps {
  placeholder?: string;
  submitText?: string;
  /** Characters already taken by an "@name " prefix, so the whole comment stays within 600. */
  reserved?: number;
  autoFocus?: boolean;
  /** Resolves true when the comment was accepted; the box is then cleared. */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** The post box of spec 5: at most 600 characters with a counter, submit disabled when empty. */
export function CommentEditor({ placeholder = '写下你的评论…', submitText = '发表评论', reserved = 0, autoFocus, onSubmit, onCancel }: CommentEditorProps) {
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // On a server-rendered page a member may type before the browser has taken the box over: React then keeps the
  // typed text on screen but not in its state (the button stayed disabled under the words). Take it in once.
  useEffect(() => {
    const typed = box.current?.querySelector('textarea')?.value;
    if (typed) setContent((current) => current || typed);
  }, []);
  const max = COMMENT_MAX_LENGTH - reserved;
  const submittable = canSubmitComment(content) && content.length <= max;

  const submit = async () => {
    if (!submittable || sending) return;
    setSending(true);
    try {
      if (await onSubmit(content.trim())) setContent('');
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="site-comment-editor" ref={box}>
      <Input.TextArea
        aria-label={placeholder}
        placeholder={placeholder}
        value={content}
        onChange={setContent}
        maxLength={max}
        showWordLimit
        autoFocus={autoFocus}
        // Three rows from the server's HTML on, as autoSize measures them in the browser: a member's page rendered on
        // the server otherwise grew by a row when the browser took it over, moving the comments under a reader's tap.
        rows={3}
        autoSize={{ minRows: 3, maxRows: 8 }}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 8 }}>
        {onCancel ? <Button onClick={onCancel}>取消</Button> : null}
        <Button type="primary" disabled={!submittable} loading={sending} onClick={() => void submit()}>
          {submitText}
        </Button>
      </div>
    </div>
  );
}
