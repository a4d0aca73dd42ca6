import {
  dropFormTextFields,
  type AccountType,
  type DropFormTextFieldName,
  type Product,
} from '@drops/contracts';

/**
 * The drop's plain text fields the editor edits as typed, from their one declaration in the
 * contract (`form` in drop-fields.ts): their empty values, their values from a drop and into a
 * save, and their place in each account's form. Their input sits in their form section.
 */
export type FormTextValues = Record<DropFormTextFieldName, string>;

export const formTextFieldsOf = (accountType: AccountType) =>
  dropFormTextFields.filter((field) => field.accounts.includes(accountType));

export const emptyFormTexts = () =>
  Object.fromEntries(dropFormTextFields.map((field) => [field.name, ''])) as FormTextValues;

export const formTextsOf = (product: Product) =>
  Object.fromEntries(
    dropFormTextFields.map((field) => [field.name, product[field.name] ?? '']),
  ) as FormTextValues;

/** What a save sends of them: the account's ones, trimmed (another account's are kept). */
export const formTextBodyOf = (values: FormTextValues, accountType: AccountType) =>
  Object.fromEntries(
    formTextFieldsOf(accountType).map((field) => [
      field.name,
      (values as Record<string, string>)[field.name]?.trim() ?? '',
    ]),
  ) as Partial<FormTextValues>;

/** `order` with each of the account's text fields placed after the field it follows. */
export function withFormTexts<T>(
  order: readonly T[],
  accountType: AccountType,
  itemOf: (field: (typeof dropFormTextFields)[number]) => T,
  follows: (item: T, after: string) => boolean,
): T[] {
  const placed = [...order];
  for (const field of formTextFieldsOf(accountType)) {
    const anchor = placed.findIndex((item) => follows(item, field.after));
    placed.splice(anchor === -1 ? placed.length : anchor + 1, 0, itemOf(field));
  }
  return placed;
}
