import { versionMessages } from '@drops/contracts';

/**
 * The profile screen's wording. The spec's messages (validation, upload failures, "Your profile
 * has been edited.") come from @drops/contracts; these are the screen's own labels and states.
 */
export const profileMessages = {
  title: 'Edit Profile',
  loading: 'Loading profile...',
  loadFailed: 'Failed to load profile',
  unknownReason: 'please try again',
  retry: 'Retry',
  redirecting: 'Redirecting to login...',
  formLabel: 'Edit profile',
  mainInformation: 'Main Information',
  profileImage: 'Profile Image',
  additionalInformation: 'Additional Information',
  /** The labels of the fields the profile edits (seller-fields' `profileEditFields`), by name. */
  fields: {
    username: 'Username',
    email: 'Email',
    fullName: 'Full name',
    roles: 'Roles',
    somethingElseText: 'Tell us what you do',
    country: 'Country/Region',
    isPrivateProfile: 'Private Profile',
    profileImage: 'Profile image',
    bio: 'Short Bio',
    portfolioLink: 'Link to work',
    vision: 'Vibe or Mission',
    timeZone: 'Time zone',
    moodboardImage: 'Moodboard image',
    emailNotifications: 'Mail me about badges and drops',
  },
  emailHint: 'Your sign-in email: change it under Email below.',
  rolesHint: 'Choose up to 3.',
  workLinkHint: 'A site, portfolio or social profile.',
  timeZoneHint:
    'Your drops launch and end at the times you give, in this zone. Type a city or an offset (+05:30) to find one.',
  timeZoneNoMatch: 'No zone matches: try a city, a region or an offset such as +05:30.',
  browserTimeZone: (zone: string) => `This browser's zone (${zone.replace(/_/g, ' ')})`,
  privateProfileHint: 'Only you can see a private profile.',
  mail: 'Mail',
  on: 'On',
  off: 'Off',
  mailPreferenceHint:
    'Badges, paused or restored drops and your request to sell. Decisions about your account are always mailed.',
  profileImagePreview: 'Profile image preview',
  moodboardImagePreview: 'Moodboard image preview',
  imageHint: 'JPEG, PNG, GIF, WebP or AVIF.',
  uploading: 'Uploading...',
  cancel: 'CANCEL',
  save: 'SAVE PROFILE',
  saving: 'SAVING...',
  /** Issue 17: the save was refused because the profile was saved elsewhere in between. */
  conflict: {
    title: versionMessages.profileChanged,
    intro:
      'It was saved in another tab or device after you opened this page. For each difference, keep your value or take the one saved elsewhere: the form below follows your choice, and nothing is saved until you save again.',
  },
  leave: {
    title: 'LEAVE WITHOUT SAVING?',
    body: 'Your profile changes are not saved yet.',
    keepEditing: 'KEEP EDITING',
    exit: 'EXIT',
  },
} as const;
