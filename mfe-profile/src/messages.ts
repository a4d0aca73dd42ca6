import { roleOptions } from '@drops/contracts';

/** The profile screen's wording (spec section 2). */
export const profileMessages = {
  title: 'Edit Profile',
  loading: 'Loading profile...',
  redirecting: 'Redirecting to login...',
  mainInformation: 'Main Information',
  profileImage: 'Profile Image',
  additionalInformation: 'Additional Information',
  username: 'Username',
  email: 'Email',
  fullName: 'Full name',
  roles: 'Roles',
  country: 'Country/Region',
  shortBio: 'Short Bio',
  workLink: 'Link to work',
  vision: 'Vibe or Mission',
  privateProfile: 'Private Profile',
  yes: 'On',
  no: 'Off',
  cancel: 'CANCEL',
  none: '—',
  roleLabel: (value: string) =>
    roleOptions.find((option) => option.value === value)?.label ?? value,
} as const;
