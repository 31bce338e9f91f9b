import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useRef, useState } from 'react';
import '@arco-design/web-react/es/Input/style/index.css';
import '../light/arco-look';
import { LightIconClose } from '../light/light-icons';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'size' | 'className'>;

export interface LightInputProps extends NativeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Text after the value inside the box (a unit), as Arco's `suffix`. */
  suffix?: ReactNode;
  /** A clear button while there is a value, as Arco's `allowClear`. */
  allowClear?: boolean;
}

const INPUT_CLASS = 'arco-input arco-input-size-default';

/**
 * Arco's Input as a native input: its markup and classes (the box around a clear button or a suffix is focused as
 * Arco's), none of its JavaScript.
 */
export function LightInput({ value, onChange, suffix, allowClear = false, onFocus, onBlur, ...rest }: LightInputProps) {
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const input = (
    <input
      {...rest}
      ref={inputRef}
      className={INPUT_CLASS}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
    />
  );
  if (!allowClear && suffix === undefined) return input;

  const clear = () => {
    inputRef.current?.focus();
    onChange('');
  };
  const wrapper = ['arco-input-inner-wrapper', 'arco-input-inner-wrapper-default'];
  if (focused) wrapper.push('arco-input-inner-wrapper-focus');
  if (allowClear) wrapper.push('arco-input-clear-wrapper');
  const box = (
    <span className={wrapper.join(' ')}>
      {input}
      {allowClear && value ? (
        <span
          className="arco-icon-hover arco-input-clear-icon"
          role="button"
          tabIndex={0}
          aria-label="清除"
          onClick={clear}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            clear();
          }}
          // A press keeps the focus in the input, as Arco's.
          onMouseDown={(event) => event.preventDefault()}
        >
          <LightIconClose />
        </span>
      ) : null}
      {suffix !== undefined ? <span className="arco-input-group-suffix">{suffix}</span> : null}
    </span>
  );
  if (suffix === undefined) return box;
  return (
    <div className="arco-input-group-wrapper arco-input-group-wrapper-default arco-input-has-suffix">
      <span className="arco-input-group">{box}</span>
    </div>
  );
}

export interface LightTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'className'> {
  value: string;
  onChange: (value: string) => void;
  /** Shows "length/maxLength" in the box's corner, as Arco's `showWordLimit`. */
  showWordLimit?: boolean;
}

/** Arco's Input.TextArea as a native textarea, with its word count. */
export function LightTextArea({ value, onChange, showWordLimit = false, maxLength, ...rest }: LightTextAreaProps) {
  return (
    <div className="arco-textarea-wrapper">
      <textarea {...rest} maxLength={maxLength} className="arco-textarea" value={value} onChange={(event) => onChange(event.target.value)} />
      {showWordLimit && maxLength !== undefined ? (
<span className="arco-textarea-word-limit">{`${value.length}/${maxLength}`}</span>
      ) : null}
    </div>
  );
}
