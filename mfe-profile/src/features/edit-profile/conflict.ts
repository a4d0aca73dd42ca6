import { countryNameOf, profileEditFieldList, roleOptions } from '@drops/contracts';
import type { DescribedFieldGroup } from '@drops/forms';
import { profileMessages } from '../../messages';
import type { ProfileDraft } from './profile-draft';

/**
 * Issue 17: what the profile compares when a save is refused because the profile was saved
 * elsewhere (another tab, the dashboard's dialogs do not touch these fields): the fields of
 * seller-fields' `profileEditFields`, in the form's order.
 */
export type ProfileFieldGroup = DescribedFieldGroup<ProfileDraft>;

/** Every field the profile edits has its label (a new one fails to compile until it has). */
const labels: Record<keyof ProfileDraft, string> = profileMessages.fields;

const fileName = (key: string) => key.split('/').filter(Boolean).pop() ?? key;
const onOff = (on: boolean) => (on ? profileMessages.on : profileMessages.off);
const roleLabel = (role: string) =>
  roleOptions.find((option) => option.value === role)?.label ?? role;

/** The values not told as their trimmed text or as on/off. */
const toldOtherwise: Partial<Record<keyof ProfileDraft, (value: string) => string>> = {
  country: (country) => countryNameOf(country) ?? country,
  profileImage: fileName,
  moodboardImage: fileName,
};

/** The roles, each with the Something Else text when given. */
const roles: ProfileFieldGroup = {
  key: 'roles',
  label: labels.roles,
  fields: ['roles', 'somethingElseText'],
  describe: (draft) =>
    draft.roles
      .map((role) =>
        role === 'somethingElse' && draft.somethingElseText.trim()
          ? `${roleLabel(role)}: ${draft.somethingElseText.trim()}`
          : roleLabel(role),
      )
      .join(', '),
};

/** A row of one field. */
function rowOf(field: keyof ProfileDraft): ProfileFieldGroup {
  const tell = toldOtherwise[field];
  return {
    key: field,
    label: labels[field],
    fields: [field],
    describe: (draft) => {
      const value = draft[field];
      if (typeof value === 'boolean') return onOff(value);
      return tell ? tell(String(value)) : String(value).trim();
    },
  };
}

/**
 * Fields without a row of their own: the Something Else text is told in the roles' row, and the
 * time zone is not compared (a save goes ahead over a zone chosen elsewhere). The read-only
 * email, never sent, is never compared either.
 */
const notCompared: readonly (keyof ProfileDraft)[] = ['somethingElseText', 'timeZone'];

export const profileConflictGroups: readonly ProfileFieldGroup[] = profileEditFieldList
  .filter((field) => field.sent !== 'never' && !notCompared.includes(field.name))
  .map((field) => (field.name === 'roles' ? roles : rowOf(field.name)));
