import { Type, type TArray, type TObject, type TSchema } from '@sinclair/typebox';

/**
 * The body of a batch call: one list of 1 to `maxItems` items under `field`, and nothing else.
 */
export function ListBodySchema<Field extends string, Item extends TSchema>(
  field: Field,
  item: Item,
  maxItems: number,
): TObject<{ [Name in Field]: TArray<Item> }> {
  const list = Type.Array(item, { minItems: 1, maxItems });
  return Type.Object({ [field]: list } as { [Name in Field]: TArray<Item> }, {
    additionalProperties: false,
  });
}
