// Free of the schema builder (TypeBox): a frontend's first screen takes these without it.

/**
 * A set of values that each have a label is written once, as its value → label record; the
 * list of values (for a schema's enum, a filter) is read from it, in the record's order.
 */
export function valuesOf<Value extends string>(labels: Record<Value, string>): readonly Value[] {
  return Object.keys(labels) as Value[];
}
