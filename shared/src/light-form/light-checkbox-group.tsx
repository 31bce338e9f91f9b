import type { ReactNode } from 'react';
import '@arco-design/web-react/es/Checkbox/style/index.css';
import '../light/arco-look';
import { useTakenOver } from '../site/use-media-query';

export interface LightCheckboxOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

export interface LightCheckboxGroupProps<V extends string | number> {
  options: readonly LightCheckboxOption<V>[];
  value: readonly V[];
  /** The values checked, in the order they were checked (as Arco's Checkbox.Group). */
  onChange: (value: V[]) => void;
  'aria-label'?: string;
}

/**
 * Arco's Checkbox.Group as native checkboxes in a named group: its markup and check mark, none of its JavaScript.
 * Drawn on the server it takes no input until the browser has taken it over.
 */
export function LightCheckboxGroup<V extends string | number>({ options, value, onChange, 'aria-label': label }: LightCheckboxGroupProps<V>) {
  const takenOver = useTakenOver();
  return (
    <span role="group" aria-label={label} className="arco-checkbox-group arco-checkbox-group-direction-horizontal" inert={!takenOver}>
      {options.map((option) => {
        const checked = value.includes(option.value);
        return (
          <label key={String(option.value)} className={checked ? 'arco-checkbox arco-checkbox-checked' : 'arco-checkbox'}>
            <input
              type="checkbox"
              value={String(option.value)}
              checked={checked}
              onChange={() => onChange(checked ? value.filter((item) => item !== option.value) : [...value, option.value])}
            />
            <span className={checked ? 'arco-icon-hover arco-checkbox-icon-hover arco-icon-hover-disabled arco-checkbox-mask-wrapper' : 'arco-icon-hover arco-checkbox-icon-hover arco-checkbox-mask-wrapper'}>
              <div className="arco-checkbox-mask">
                <CheckMark />
              </div>
            </span>
            <span className="arco-checkbox-text">{option.label}</span>
          </label>
        );
      })}
    </span>
  );
}

/** Arco's check mark inside a checkbox (shown by its CSS when checked). */
function CheckMark() {
  return (
    <svg className="arco-checkbox-mask-icon" aria-hidden="true" focusable="false" viewBox="0 0 1024 1024" width="200" height="200" fill="currentColor">
      <path d="M877.44815445 206.10060629a64.72691371 64.72691371 0 0 0-95.14856334 4.01306852L380.73381888 685.46812814 235.22771741 533.48933518a64.72691371 64.72691371 0 0 0-92.43003222-1.03563036l-45.82665557 45.82665443a64.72691371 64.72691371 0 0 0-0.90617629 90.61767965l239.61903446 250.10479331a64.72691371 64.72691371 0 0 0 71.19960405 15.14609778 64.33855261 64.33855261 0 0 0 35.08198741-21.23042702l36.24707186-42.71976334 40.5190474-40.77795556-3.36579926-3.49525333 411.40426297-486.74638962a64.72691371 64.72691371 0 0 0-3.88361443-87.64024149l-45.3088404-45.43829334z" />
    </svg>
  );
}
