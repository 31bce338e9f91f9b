import type { FormHTMLAttributes, ReactNode } from 'react';
import '@arco-design/web-react/es/Form/style/index.css';
import '../light/arco-look';
import { useTakenOver } from '../site/use-media-query';

/** The id a field's own control takes, which its label points to (Arco's `${field}_input`). */
export const lightFieldInputId = (field: string) => `${field}_input`;

export interface LightFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Called on submit (Enter in a field or the submit button); the browser's own submit is prevented. */
  onSubmit: () => void;
}

/**
 * Arco's vertical form (`<Form layout="vertical">`) as a plain form: its markup and classes, none of its JavaScript.
 * Drawn on the server it takes no input until the browser has taken it over: what was typed before would be lost.
 */
export function LightForm({ onSubmit, className, children, ...rest }: LightFormProps) {
  const takenOver = useTakenOver();
  const classes = ['arco-form', 'arco-form-vertical', 'arco-form-size-default'];
  if (className) classes.push(className);
  return (
    <form
      {...rest}
      className={classes.join(' ')}
      inert={!takenOver}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

export interface LightFormItemProps {
  label: ReactNode;
  /** The field's name: the control's box takes it as id (for scrolling to it), its control `lightFieldInputId(field)`. */
  field: string;
  required?: boolean;
  /** The field's error, said as an alert when it appears. */
  error?: string | null;
  /** A line under the control (a hint, what a look-up found). */
  extra?: ReactNode;
  children: ReactNode;
}

/** One labelled field of a `LightForm`, in Arco's Form.Item markup: the label (with Arco's required star), the control, its error and extra line. */
export function LightFormItem({ label, field, required, error, extra, children }: LightFormItemProps) {
  const classes = ['arco-row-align-start', 'arco-row-justify-start', 'arco-form-item'];
  if (error) classes.push('arco-form-item-error', 'arco-form-item-status-error', 'arco-form-item-has-help');
  classes.push('arco-form-layout-vertical');
  return (
    <div className={classes.join(' ')}>
      <div className="arco-form-label-item">
        <label htmlFor={lightFieldInputId(field)}>
          {required ? (
            <strong className="arco-form-item-symbol">
              <RequiredStar />
            </strong>
          ) : null}{' '}
          {label}
        </label>
      </div>
      <div className="arco-form-item-wrapper">
        <div className="arco-form-item-control-wrapper">
          <div className="arco-form-item-control" id={field}>
            <div className="arco-form-item-control-children">{children}</div>
          </div>
        </div>
        {error ? (
          <div className="arco-form-message arco-form-message-help">
            {/* An alert, so a screen reader says the error as it appears. */}
            <span role="alert">{error}</span>
          </div>
        ) : null}
        {extra ? <div className="arco-form-extra">{extra}</div> : null}
      </div>
    </div>
  );
}

/** Brings a field's box into the middle of the screen (clear of the sticky header), as Arco's `form.scrollToField`. */
export function scrollToLightField(field: string): void {
  document.getElementById(field)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/** Arco's required-field star. */
function RequiredStar() {
  return (
    <svg fill="currentColor" viewBox="0 0 1024 1024" width="1em" height="1em">
      <path d="M583.338667 17.066667c18.773333 0 34.133333 15.36 34.133333 34.133333v349.013333l313.344-101.888a34.133333 34.133333 0 0 1 43.008 22.016l42.154667 129.706667a34.133333 34.133333 0 0 1-21.845334 43.178667l-315.733333 102.4 208.896 287.744a34.133333 34.133333 0 0 1-7.509333 47.786666l-110.421334 80.213334a34.133333 34.133333 0 0 1-47.786666-7.509334L505.685333 706.218667 288.426667 1005.226667a34.133333 34.133333 0 0 1-47.786667 7.509333l-110.421333-80.213333a34.133333 34.133333 0 0 1-7.509334-47.786667l214.186667-295.253333L29.013333 489.813333a34.133333 34.133333 0 0 1-22.016-43.008l42.154667-129.877333a34.133333 34.133333 0 0 1 43.008-22.016l320.512 104.106667L412.672 51.2c0-18.773333 15.36-34.133333 34.133333-34.133333h136.533334z" />
    </svg>
  );
}
