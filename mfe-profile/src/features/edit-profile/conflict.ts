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

const text = (field: keyof ProfileDraft & string, label: string): ProfileFieldGroup => ({
  key: field,
  label,
  fields: [field],
  describe: (draft) => String(draft[field]).trim(),
});

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
  {
    key: 'country',
    label: profileMessages.country,
    fields: ['country'],
    describe: (draft) => countryNameOf(draft.country) ?? draft.country,
  },
  {
    key: 'isPrivateProfile',
    label: profileMessages.privateProfile,
    fields: ['isPrivateProfile'],
    describe: (draft) => onOff(draft.isPrivateProfile),
  },
  {
    key: 'profileImage',
    label: profileMessages.profileImageField,
    fields: ['profileImage'],
    describe: (draft) => fileName(draft.profileImage),
  },
  text('bio', profileMessages.shortBio),
  text('portfolioLink', profileMessages.workLink),
  text('vision', profileMessages.vision),
  {
    key: 'moodboardImage',
    label: profileMessages.moodboardImageField,
    fields: ['moodboardImage'],
    describe: (draft) => fileName(draft.moodboardImage),
  },
  {
    key: 'emailNotifications',
    label: profileMessages.mailPreference,
    fields: ['emailNotifications'],
    describe: (draft) => onOff(draft.emailNotifications),
  },
];
