import type { ReactNode } from 'react';

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
