import {
  changedElsewhere,
  chooseSide,
  defaultChoices,
  mergeChoices,
  startConflict,
  type FieldGroup,
} from '../src';

interface Values {
  name: string;
  bio: string;
  roles: string[];
  early: boolean;
  units: string;
}

const groups: FieldGroup<Values>[] = [
  { key: 'name', fields: ['name'] },
  { key: 'bio', fields: ['bio'] },
  { key: 'roles', fields: ['roles'] },
  { key: 'early', fields: ['early', 'units'] },
];

const base: Values = { name: 'A', bio: 'B', roles: ['x', 'y'], early: false, units: '' };

describe('the three-way comparison of a refused save (issue 17)', () => {
  it('lists only what was changed elsewhere and differs from mine', () => {
    const theirs = { ...base, name: 'Theirs', bio: 'Same', roles: ['y', 'x'] };
    const mine = { ...base, name: 'Mine', bio: 'Same', early: true, units: '5' };
    // bio: both wrote the same; roles: same set in another order; early: mine alone.
    expect(changedElsewhere(groups, base, theirs, mine).map((group) => group.key)).toEqual([
      'name',
    ]);
  });

  it('without a known base, lists every difference', () => {
    const theirs = { ...base, name: 'Theirs' };
    const mine = { ...base, early: true };
    expect(changedElsewhere(groups, null, theirs, mine).map((group) => group.key)).toEqual([
      'name',
      'early',
    ]);
  });

  it('keeps mine where I changed the group, takes theirs where only they did', () => {
    const mine = { ...base, name: 'Mine' };
    expect(defaultChoices(groups.slice(0, 2), base, mine)).toEqual({
      name: 'mine',
      bio: 'theirs',
    });
    expect(defaultChoices(groups.slice(0, 2), null, mine)).toEqual({ name: 'mine', bio: 'mine' });
  });

  it('merges group by group: a group chosen as theirs brings all its fields', () => {
    const theirs = { ...base, name: 'Theirs', early: true, units: '9' };
    const mine = { ...base, name: 'Mine', bio: 'Mine too' };
    expect(mergeChoices(groups, { name: 'mine', early: 'theirs' }, theirs, mine)).toEqual({
      ...mine,
      early: true,
      units: '9',
    });
    expect(mergeChoices(groups, { name: 'theirs' }, theirs, mine).name).toBe('Theirs');
  });

  it('opens with the default choices taken, then swaps only the groups chosen', () => {
    const described = groups.map((group) => ({
      ...group,
      label: group.key,
      describe: (values: Values) => String(values[group.fields[0]!]),
    }));
    const theirs = { ...base, bio: 'Theirs', early: true, units: '9' };
    const mine = { ...base, name: 'Mine' };
    const opened = startConflict(described, base, theirs, mine);
    expect(opened.conflict.choices).toMatchObject({ name: 'mine', bio: 'theirs', early: 'theirs' });
    expect(opened.values).toEqual({ ...mine, bio: 'Theirs', early: true, units: '9' });

    // Typed since the conflict opened: kept, as only the chosen group's fields change.
    const typed = { ...opened.values, name: 'Typed' };
    const chosen = chooseSide(opened.conflict, ['early'], 'mine', typed);
    expect(chosen.conflict.choices).toMatchObject({ name: 'mine', early: 'mine' });
    expect(chosen.values).toEqual({ ...typed, early: false, units: '' });
  });
});
