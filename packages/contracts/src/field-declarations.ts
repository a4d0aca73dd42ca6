/**
 * What a declaration of stored fields (a drop's `dropFields`, a seller's `sellerFields`) is read
 * through: the same two shapes for both.
 */

/** The declarations as one list, each with its name, in declaration order. */
export function fieldListOf<Name extends string, Declaration extends object>(
  fields: Record<Name, Declaration>,
): (Declaration & { name: Name })[] {
  return Object.entries<Declaration>(fields).map(([name, declaration]) => ({
    name: name as Name,
    ...declaration,
  }));
}

/** The names of the declarations whose `Key` is a `Value` (carry `Key` at all, by default). */
export type FieldsWhere<Fields, Key extends string, Value = unknown> = {
  [Name in keyof Fields]: Fields[Name] extends Record<Key, Value> ? Name : never;
}[keyof Fields];
