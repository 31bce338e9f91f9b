import { Input, Tag } from '@arco-design/web-react';
import { focusAfterRemoval, parseTags, SHOT_TAGS_MAX, tagsToString } from '@site/shared';
import { useRef, useState, type MouseEvent } from 'react';

export interface TagsInputProps {
  /** The comma string of the wire. */
  value: string;
  onChange: (value: string) => void;
}

/** Tags typed with comma, full-width comma or Enter/newline between them (spec 5), shown as tags. */
export function TagsInput({ value, onChange }: TagsInputProps) {
  const tags = parseTags(value);
  const [draft, setDraft] = useState('');
  const field = useRef<HTMLDivElement>(null);

  const commit = (text: string) => {
    const added = parseTags(text);
    if (added.length) onChange(tagsToString([...tags, ...added].slice(0, SHOT_TAGS_MAX)));
    setDraft('');
  };

  const remove = (tag: string, event: MouseEvent) => {
    // The tag goes with its close button, which had the focus when removed by keyboard: the focus goes on to the next
    // tag's, the previous one's, or back to the input.
    const item = event.target instanceof Element ? event.target.closest('.arco-tag') : null;
    const list = field.current;
    if (item && list) focusAfterRemoval(item, { list, items: '.arco-tag', fallback: () => list.querySelector('input') });
    onChange(tagsToString(tags.filter((t) => t !== tag)));
  };

  return (
    <div ref={field}>
      <Input
        aria-label="作品标签"
        placeholder="输入标签，用逗号或回车分隔"
        value={draft}
        onChange={(text) => {
          // A separator typed or pasted turns what is before it into tags at once.
          if (/[,，\n]/.test(text)) {
            const parts = text.split(/[,，\n]/);
            const rest = parts.pop() ?? '';
            commit(parts.join(','));
            setDraft(rest);
          } else setDraft(text);
        }}
        onPressEnter={() => commit(draft)}
        onBlur={() => commit(draft)}
      />
      {tags.length ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 8 }}>
          {tags.map((tag) => (
            // Arco names the close button "Close": the name says which tag goes, in Chinese.
            <Tag key={tag} closable __closeIconProps={{ 'aria-label': `删除标签 ${tag}` }} onClose={(event: MouseEvent) => remove(tag, event)}>
              {tag}
            </Tag>
          ))}
        </div>
      ) : null}
    </div>
  );
}
