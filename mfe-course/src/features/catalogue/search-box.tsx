import { Input } from '@arco-design/web-react';
import { IconSearch } from '@arco-design/web-react/icon';
import { useState } from 'react';

/**
 * Spec 5: search runs on Enter, or on the icon only when the text changed since the last search
 * (so repeated icon clicks do not reload the same list).
 */
export function SearchBox({ value, onSearch, placeholder = '搜索课程' }: { value: string; onSearch: (keyword: string) => void; placeholder?: string }) {
  const [text, setText] = useState(value);
  const searchIfChanged = () => {
    if (text.trim() !== value) onSearch(text.trim());
  };
  return (
    <Input
      aria-label={placeholder}
      placeholder={placeholder}
      value={text}
      onChange={setText}
      allowClear
      onClear={() => value && onSearch('')}
      onPressEnter={() => onSearch(text.trim())}
      style={{ maxWidth: 280 }}
      suffix={
        <span
          role="button"
          tabIndex={0}
          aria-label="搜索"
          style={{ cursor: 'pointer', display: 'inline-flex' }}
          onClick={searchIfChanged}
          onKeyDown={(event) => event.key === 'Enter' && searchIfChanged()}
        >
          <IconSearch />
        </span>
      }
    />
  );
}
