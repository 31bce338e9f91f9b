import type { ReactNode } from 'react';

/**
 * What the control of a FormRow carries so its error is part of it: a screen reader says the field is invalid and
 * reads the error whenever the field is reached again, not only once as the alert appears.
 */
export function fieldErrorProps(id: string, error?: string | null) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

/** A labelled control with its error below it (announced to screen readers). */
export function FormRow({ id, label, error, children }: { id: string; label: string; error?: string | null; children: ReactNode }) {
  return (
    <div className={error ? 'security-row has-error' : 'security-row'}>
      <label htmlFor={id} className="security-label">
        {label}
      </label>
      <div className="security-control">
        {children}
        {error ? (
          <div className="security-error" role="alert" id={`${id}-error`}>
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
}
