import { IconClose, IconSearch } from '@arco-design/web-react/icon';
import { useTakenOver } from '@site/shared';
import { useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import '@arco-design/web-react/es/Input/style/index.css';
import './light-search-input.css';

export interface LightSearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter in the box, or a click on the search icon, with the text as typed. */
  onSearch: (value: string, via: 'enter' | 'icon') => void;
  /** After the clear button has emptied the box (onChange('') comes first). */
  onClear: () => void;
  placeholder?: string;
  'aria-label': string;
  style?: CSSProperties;
}

/**
 * Arco's `<Input.Search allowClear>` look (same classes) as a native input, so a list's first screen needs no
 * Arco JavaScript. Unlike Arco's, the clear button is a real button with a name, and it shows while the box has
 * the focus, so a keyboard user can reach it too.
 */
export function LightSearchInput({ value, onChange, onSearch, onClear, placeholder, 'aria-label': label, style }: LightSearchInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  // Drawn on the server, text typed before the code runs would be left out of the search (the code's copy of it
  // stays empty): the box takes no input until the code has taken it over.
  const takenOver = useTakenOver();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that ends an input method's composition (pinyin) picks the characters; it does not search.
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) onSearch(value, 'enter');
  };
  const clear = () => {
    input.current?.focus();
    onChange('');
    onClear();
  };
  // As Arco's: a press on the icons keeps the focus in the box, a click anywhere in the frame puts it there.
  const keepFocus = (event: MouseEvent) => {
    if (event.target !== input.current) event.preventDefault();
  };

  const wrapper = ['arco-input-inner-wrapper', 'arco-input-inner-wrapper-default', 'arco-input-clear-wrapper'];
  if (focused) wrapper.push('arco-input-inner-wrapper-focus');
  return (
    <div className="arco-input-group-wrapper arco-input-group-wrapper-default arco-input-has-suffix arco-input-search" style={style} inert={!takenOver}>
      <span className="arco-input-group">
        <span className={wrapper.join(' ')} onMouseDown={keepFocus} onClick={() => input.current?.focus()}>
          <input
            ref={input}
            className="arco-input arco-input-size-default"
            aria-label={label}
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
          {value ? (
            <button
              type="button"
              className="arco-icon-hover arco-input-clear-icon site-search-clear"
              aria-label="清除搜索内容"
              onClick={(event) => {
                event.stopPropagation();
                clear();
              }}
            >
              <IconClose aria-hidden="true" />
            </button>
          ) : null}
          <span className="arco-input-group-suffix">
            {/* Enter does the same from the keyboard, as in Arco, where the icon is not a tab stop either. */}
            <IconSearch aria-hidden="true" onClick={() => onSearch(value, 'icon')} />
          </span>
        </span>
      </span>
    </div>
  );
}
