import type { CSSProperties, ReactNode } from 'react';
import { useId } from 'react';
import '@arco-design/web-react/es/Radio/style/index.css';
import '../light/arco-look';
import { useTakenOver } from '../site/use-media-query';

export interface LightRadioOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

export interface LightRadioGroupProps<V extends string | number> {
  options: readonly LightRadioOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  size?: 'mini' | 'small' | 'default' | 'large';
  /** Arco's `type`: buttons side by side (the default here), or round radios with their text. */
  type?: 'button' | 'radio';
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/**
 * Arco's radio group (`<Radio.Group>`, button style unless told) as native radio inputs: the browser gives
 * the arrow keys, Tab into the checked one and the screen reader's "1 of 3", and no Arco JavaScript loads.
 */
export function LightRadioGroup<V extends string | number>({ options, value, onChange, size = 'default', type = 'button', className, style, 'aria-label': label }: LightRadioGroupProps<V>) {
  const name = useId();
  // Drawn on the server, a choice made before the code runs would flip back when React takes the radios over (the
  // catalogue's price filter did, in a fresh-clone run): the group takes no input until then.
  const takenOver = useTakenOver();
  const classes = ['arco-radio-group', ...(type === 'button' ? ['arco-radio-group-type-button'] : []), `arco-radio-size-${size}`, 'arco-radio-mode-outline'];
  if (className) classes.push(className);
  return (
    <div role="radiogroup" aria-label={label} className={classes.join(' ')} style={style} inert={!takenOver}>
      {options.map((option) => {
        const checked = option.value === value;
        const input = <input type="radio" name={name} value={String(option.value)} checked={checked} onChange={() => onChange(option.value)} />;
        if (type === 'button') {
          return (
            <label key={String(option.value)} className={checked ? 'arco-radio-button arco-radio-checked' : 'arco-radio-button'}>
              {input}
              <span className="arco-radio-button-inner">{option.label}</span>
            </label>
          );
        }
        return (
          <label key={String(option.value)} className={checked ? 'arco-radio arco-radio-checked' : 'arco-radio'}>
            {input}
            <span className={checked ? 'arco-icon-hover arco-radio-icon-hover arco-icon-hover-disabled arco-radio-mask-wrapper' : 'arco-icon-hover arco-radio-icon-hover arco-radio-mask-wrapper'}>
              <div className="arco-radio-mask" />
            </span>
            <span className="arco-radio-text">{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
