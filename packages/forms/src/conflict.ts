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
