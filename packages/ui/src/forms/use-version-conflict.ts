import { useState } from 'react';
import {
  chooseSide,
  startConflict,
  type ConflictChoice,
  type DescribedFieldGroup,
  type OpenConflict,
} from '@drops/forms';

/**
 * Issue 17: a form's open conflict with a version saved elsewhere, for `VersionConflict`. Opening
 * it and taking a side change the form's values through `setValues`; the form's errors stay the
 * form's to clear or check again.
 */
export function useVersionConflict<Values>(values: Values, setValues: (values: Values) => void) {
  const [conflict, setConflict] = useState<OpenConflict<Values> | null>(null);

  const open = (
    groups: readonly DescribedFieldGroup<Values>[],
    base: Values | null,
    theirs: Values,
  ) => {
    const opened = startConflict(groups, base, theirs, values);
    setConflict(opened.conflict);
    setValues(opened.values);
  };

  /** Takes `side` for the groups named: the values it leaves in the form. */
  const choose = (keys: readonly string[], side: ConflictChoice) => {
    if (!conflict) return values;
    const chosen = chooseSide(conflict, keys, side, values);
    setConflict(chosen.conflict);
    setValues(chosen.values);
    return chosen.values;
  };

  return { conflict, open, choose, close: () => setConflict(null) };
}
