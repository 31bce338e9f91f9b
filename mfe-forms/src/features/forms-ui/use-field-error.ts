import type { FormFieldError } from '@site/shared/contract/forms';
import { createElement, useCallback, useState } from 'react';

/**
 * The one error a form shows at a time: the first broken rule (spec 5 order), on its field.
 * Editing that field clears it, so the next submit reports the next rule. The message is an alert (issue 42).
 */
export function useFieldError<F extends string>() {
  const [error, setError] = useState<FormFieldError<F> | null>(null);

  const itemProps = useCallback(
    // An alert, so a screen reader says the error as it appears (Arco's help text is not a live region itself).
    (field: F) => (error?.field === field ? { validateStatus: 'error' as const, help: createElement('span', { role: 'alert' }, error.message) } : {}),
    [error],
  );

  const clearIfChanged = useCallback(
    (changed: Partial<Record<F, unknown>>) => {
      setError((current) => (current && current.field in changed ? null : current));
    },
    [],
  );

  return { error, setError, itemProps, clearIfChanged };
}
