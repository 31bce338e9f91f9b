import { Input, Tag } from '@arco-design/web-react';
import { parseTags, SHOT_TAGS_MAX, tagsToString } from '@site/shared';
import { useState } from 'react';

export interface TagsInputProps {
  /** The comma string of the wire. */
  value: string;
  onChange: (value: string) => void;
}

/** Tags typed with comma, full-width comma or Enter/newline between them (spec 5), shown as tags. */
export function TagsInput({ value, onChange }: TagsInputProps) {
  const tags = parseTags(value);
  const [draft, setDraft] = useState('');

  const commit = (text: string) => {
    const added = parseTags(text);
    if (added.length) onChange(tagsToString([...tags, ...added].slice(0, SHOT_TAGS_MAX)));
    setDraft('');
  };

  return (
    <div>
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
            <Tag key={tag} closable onClose={() => onChange(tagsToString(tags.filter((t) => t !== tag)))}>
              {tag}
            </Tag>
          ))}
        </div>
      ) : null}
    </div>
  );
}
