import type { ReactNode } from 'react';

/** One form row: the control and, below it, its error or hint. Errors are announced to screen readers. */
export function Field({ id, error, hint, children }: { id: string; error?: string | null; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className={error ? 'login-field has-error' : 'login-field'}>
      {children}
      {error ? (
        <div className="login-field-message login-field-error" id={`${id}-message`} role="alert">
          {error}
        </div>
      ) : hint ? (
        <div className="login-field-message login-field-hint" id={`${id}-message`}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
