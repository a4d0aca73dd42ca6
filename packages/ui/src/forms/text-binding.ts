import type { ChangeEvent } from 'react';

type TextControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The fields of a form's values that hold text, the ones a text control or a select edits. */
export type TextFieldName<Values> = {
  [Field in keyof Values]-?: Values[Field] extends string ? Field : never;
}[keyof Values] &
  string;

/**
 * Ties text controls to a form's values: `bind('country')` is the field's value, its error and the
 * change that writes what is typed back, the wiring every form repeated for each of its fields.
 */
export function textBinder<Values>(
  values: Values,
  errors: Partial<Record<string, string>>,
  change: (changes: Partial<Values>) => unknown,
) {
  return <Field extends TextFieldName<Values>>(field: Field) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: ChangeEvent<TextControl>) =>
      change({ [field]: event.target.value } as Partial<Values>),
  });
}
