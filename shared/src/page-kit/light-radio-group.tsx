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
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/**
 * Arco's button-style radio group (`<Radio.Group type="button">`) as native radio inputs: the browser gives
 * the arrow keys, Tab into the checked one and the screen reader's "1 of 3", and no Arco JavaScript loads.
 */
export function LightRadioGroup<V extends string | number>({ options, value, onChange, size = 'default', className, style, 'aria-label': label }: LightRadioGroupProps<V>) {
  const name = useId();
  // Drawn on the server, a choice made before the code runs would flip back when React takes the radios over (the
  // catalogue's price filter did, in a fresh-clone run): the group takes no input until then.
  const takenOver = useTakenOver();
  const classes = ['arco-radio-group', 'arco-radio-group-type-button', `arco-radio-size-${size}`, 'arco-radio-mode-outline'];
  if (className) classes.push(className);
  return (
    <div role="radiogroup" aria-label={label} className={classes.join(' ')} style={style} inert={!takenOver}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label key={String(option.value)} className={checked ? 'arco-radio-button arco-radio-checked' : 'arco-radio-button'}>
            <input type="radio" name={name} value={String(option.value)} checked={checked} onChange={() => onChange(option.value)} />
            <span className="arco-radio-button-inner">{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
