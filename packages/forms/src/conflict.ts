/**
 * Issue 17: the three-way comparison behind a refused save. `base` is what the form was edited
 * from (null when unknown, e.g. work restored from an older tab), `theirs` what is saved now,
 * `mine` the unsaved values. Fields are compared in groups that are kept or taken together (a
 * series' choice and name, the early-access mode and its units).
 */
export interface FieldGroup<Values> {
  key: string;
  fields: readonly (keyof Values)[];
}

export type ConflictChoice = 'mine' | 'theirs';

/** A group as the conflict view shows it: a label, and its value told as text. */
export interface DescribedFieldGroup<Values> extends FieldGroup<Values> {
  label: string;
  describe: (values: Values) => string;
}

/** A refused save on screen: the groups that differ, both sides, and what is chosen of each. */
export interface OpenConflict<Values> {
  groups: readonly DescribedFieldGroup<Values>[];
  theirs: Values;
  mine: Values;
  choices: Record<string, ConflictChoice>;
}

const sameValue = (left: unknown, right: unknown) => {
  if (Array.isArray(left) && Array.isArray(right) && left.every((v) => typeof v === 'string'))
    return (
      left.length === right.length &&
      JSON.stringify([...left].sort()) === JSON.stringify([...right].sort())
    );
  return JSON.stringify(left) === JSON.stringify(right);
};

function sameGroup<Values>(group: FieldGroup<Values>, left: Values, right: Values): boolean {
  return group.fields.every((field) => sameValue(left[field], right[field]));
}

/** The groups changed elsewhere (theirs is not the base) where mine says something else. */
export function changedElsewhere<Values, G extends FieldGroup<Values>>(
  groups: readonly G[],
  base: Values | null,
  theirs: Values,
  mine: Values,
): G[] {
  return groups.filter(
    (group) =>
      !sameGroup(group, theirs, mine) && (base === null || !sameGroup(group, base, theirs)),
  );
}

/** Mine where I changed the group myself (or nobody knows), theirs where only they did. */
export function defaultChoices<Values>(
  groups: readonly FieldGroup<Values>[],
  base: Values | null,
  mine: Values,
): Record<string, ConflictChoice> {
  const choices: Record<string, ConflictChoice> = {};
  for (const group of groups)
    choices[group.key] = base === null || !sameGroup(group, base, mine) ? 'mine' : 'theirs';
  return choices;
}

/** Mine with each group chosen as theirs replaced by their values. */
export function mergeChoices<Values>(
  groups: readonly FieldGroup<Values>[],
  choices: Readonly<Record<string, ConflictChoice>>,
  theirs: Values,
  mine: Values,
): Values {
  const merged = { ...mine };
  for (const group of groups) {
    if (choices[group.key] !== 'theirs') continue;
    for (const field of group.fields) merged[field] = theirs[field];
  }
  return merged;
}

/** Both versions stay on screen; the form starts from the default choice of each group. */
export function startConflict<Values>(
  groups: readonly DescribedFieldGroup<Values>[],
  base: Values | null,
  theirs: Values,
  mine: Values,
): { conflict: OpenConflict<Values>; values: Values } {
  const choices = defaultChoices(groups, base, mine);
  return {
    conflict: { groups, theirs, mine, choices },
    values: mergeChoices(groups, choices, theirs, mine),
  };
}

/** One side taken for the named groups: only their fields change, whatever else was typed stays. */
export function chooseSide<Values>(
  conflict: OpenConflict<Values>,
  keys: readonly string[],
  side: ConflictChoice,
  current: Values,
): { conflict: OpenConflict<Values>; values: Values } {
  const choices = { ...conflict.choices };
  for (const key of keys) choices[key] = side;
  const source = side === 'theirs' ? conflict.theirs : conflict.mine;
  const values = { ...current };
  for (const group of conflict.groups.filter((candidate) => keys.includes(candidate.key)))
    for (const field of group.fields) values[field] = source[field];
  return { conflict: { ...conflict, choices }, values };
}
