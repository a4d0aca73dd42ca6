import { countryNameOf, roleOptions } from '@drops/contracts';
import type { DescribedFieldGroup } from '@drops/forms';
import { profileMessages } from '../../messages';
import type { ProfileDraft } from './profile-draft';

/**
 * Issue 17: what the profile compares when a save is refused because the profile was saved
 * elsewhere (another tab, the dashboard's dialogs do not touch these fields). The read-only email
 * is never sent, so never compared.
 */
export type ProfileFieldGroup = DescribedFieldGroup<ProfileDraft>;

const fileName = (key: string) => key.split('/').filter(Boolean).pop() ?? key;
const onOff = (on: boolean) => (on ? profileMessages.on : profileMessages.off);
const roleLabel = (role: string) =>
  roleOptions.find((option) => option.value === role)?.label ?? role;

/** A group of one field, its value told by `describe`. */
const single = <Field extends keyof ProfileDraft & string>(
  field: Field,
  label: string,
  describe: (value: ProfileDraft[Field]) => string,
): ProfileFieldGroup => ({
  key: field,
  label,
  fields: [field],
  describe: (draft) => describe(draft[field]),
});

const text = (field: keyof ProfileDraft & string, label: string) =>
  single(field, label, (value) => String(value).trim());

export const profileConflictGroups: readonly ProfileFieldGroup[] = [
  text('username', profileMessages.username),
  text('fullName', profileMessages.fullName),
  {
    key: 'roles',
    label: profileMessages.roles,
    fields: ['roles', 'somethingElseText'],
    describe: (draft) =>
      draft.roles
        .map((role) =>
          role === 'somethingElse' && draft.somethingElseText.trim()
            ? `${roleLabel(role)}: ${draft.somethingElseText.trim()}`
            : roleLabel(role),
        )
        .join(', '),
  },
  single('country', profileMessages.country, (country) => countryNameOf(country) ?? country),
  single('isPrivateProfile', profileMessages.privateProfile, onOff),
  single('profileImage', profileMessages.profileImageField, fileName),
  text('bio', profileMessages.shortBio),
  text('portfolioLink', profileMessages.workLink),
  text('vision', profileMessages.vision),
  single('moodboardImage', profileMessages.moodboardImageField, fileName),
  single('emailNotifications', profileMessages.mailPreference, onOff),
];
