import { isApiError } from '@site/shared';
import { type FormFieldError } from '@site/shared/contract/forms';

export interface SubmitFailure<F extends string> {
  /** The field the server refused, when it named one of ours. */
  fieldError: FormFieldError<F> | null;
  /** The warning to show. */
  message: string;
}

/**
 * Spec 8: a failed submit shows a generic retry warning. A refusal the user can act on keeps the
 * server's words: a named field (the shared rules answered) or a conflict such as "already signed in today".
 */
export function describeSubmitFailure<F extends string>(error: unknown, fields: readonly F[], generic: string): SubmitFailure<F> {
  if (isApiError(error)) {
    const named = Object.entries(error.fields ?? {}).find(([field]) => (fields as readonly string[]).includes(field));
    if (named) return { fieldError: { field: named[0] as F, message: named[1] }, message: named[1] };
    if (error.code === 409) return { fieldError: null, message: error.message };
  }
  return { fieldError: null, message: generic };
}
