import type { FormFieldError } from '@site/shared/contract/forms';
import { lightFieldInputId } from '@site/shared/light-form';
import { useCallback, useState } from 'react';

/** The fields of V that hold text. */
type TextField<V> = { [K in keyof V]-?: V[K] extends string | undefined ? K : never }[keyof V] & string;

/**
 * A form's values and the one error it shows at a time: the first broken rule (spec 5 order), on its field.
 * Changing that field clears the error, so the next submit reports the next rule.
 */
export function useFormFields<V extends object, F extends keyof V & string>() {
  const [values, setValues] = useState<V>({} as V);
  const [error, setError] = useState<FormFieldError<F> | null>(null);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setError((current) => (current && (current.field as keyof V) === field ? null : current));
  }, []);

  const errorOf = (field: F) => (error?.field === field ? error.message : null);

  /** What any control of the field takes (a choice, the date, the signature): its value and its changes. */
  const valueProps = <K extends keyof V>(field: K) => ({
    value: values[field],
    onChange: (value: Exclude<V[K], undefined>) => set(field, value),
  });

  /** What a text control of the field takes: the id its label points to, its value, and its changes. */
  const textProps = (field: TextField<V>) => ({
    id: lightFieldInputId(field),
    value: (values[field] as string | undefined) ?? '',
    onChange: (value: string) => set(field, value as V[typeof field]),
  });

  return { values, set, setError, errorOf, valueProps, textProps };
}
