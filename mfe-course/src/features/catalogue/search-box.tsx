import { IconClose, IconSearch } from '@arco-design/web-react/icon';
import { useTakenOver } from '@site/shared';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import '@arco-design/web-react/es/Input/style/index.css';

/** Runs `action` on Enter or Space, as a native button would (the icons below are spans with role=button). */
const onActivateKey = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  action();
};

/**
 * Spec 5: search runs on Enter, or on the icon only when the text changed since the last search
 * (so repeated icon clicks do not reload the same list).
 *
 * Arco's Input with allowClear and a suffix, drawn as its markup (same classes, so the same look) without
 * Arco's JavaScript: the catalogue's first screen renders before Arco loads (issue 41).
 */
export function SearchBox({ value, onSearch, placeholder = '搜索课程' }: { value: string; onSearch: (keyword: string) => void; placeholder?: string }) {
  const [text, setText] = useState(value);
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Drawn on the server, text typed before the code runs would be left out of the search (the code's copy of it
  // stays empty): the box takes no input until the code has taken it over.
  const takenOver = useTakenOver();
  const searchIfChanged = () => {
    if (text.trim() !== value) onSearch(text.trim());
  };
  const clear = () => {
    input.current?.focus();
    setText('');
    if (value) onSearch('');
  };
  // As Arco's Input: a press on the box but off the text field keeps the field focused (and its caret).
  const keepFocus = (event: MouseEvent) => {
    if (event.target !== input.current) event.preventDefault();
  };
  return (
    <div className="arco-input-group-wrapper arco-input-group-wrapper-default arco-input-has-suffix" style={{ maxWidth: 280 }} inert={!takenOver}>
      <span className="arco-input-group">
        <span
          className={`arco-input-inner-wrapper arco-input-inner-wrapper-default arco-input-clear-wrapper${focused ? ' arco-input-inner-wrapper-focus' : ''}`}
          onMouseDown={keepFocus}
          onClick={() => input.current?.focus()}
        >
          <input
            ref={input}
            aria-label={placeholder}
            placeholder={placeholder}
            className="arco-input arco-input-size-default"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onKeyDown={(event) => {
              // Enter that ends a Chinese input method's composition picks the characters; it does not search.
              if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSearch(text.trim());
            }}
          />
          {text ? (
            <span
              role="button"
              tabIndex={0}
              aria-label="清除"
              className="arco-icon-hover arco-input-clear-icon"
              onClick={(event) => {
                event.stopPropagation();
                clear();
              }}
              onKeyDown={onActivateKey(clear)}
            >
              <IconClose />
            </span>
          ) : null}
          <span className="arco-input-group-suffix">
            <span role="button" tabIndex={0} aria-label="搜索" style={{ cursor: 'pointer', display: 'inline-flex' }} onClick={searchIfChanged} onKeyDown={onActivateKey(searchIfChanged)}>
              <IconSearch />
            </span>
          </span>
        </span>
      </span>
    </div>
  );
}
