import type { ProfileDraft } from '../src/features/edit-profile/profile-draft';

/** A profile that passes every check. */
export const validDraft: ProfileDraft = {
  username: 'maker_one',
  email: 'maker@drops.test',
  fullName: 'Maker One',
  roles: ['creator'],
  somethingElseText: '',
  country: 'GB',
  bio: 'Hand-printed posters.',
  portfolioLink: 'https://example.com/work',
  vision: 'Slow, small runs.',
  isPrivateProfile: false,
  emailNotifications: true,
  profileImage: 'https://images.test/me.png',
  moodboardImage: '',
  timeZone: '',
};
