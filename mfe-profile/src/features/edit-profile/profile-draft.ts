import type { Role, Seller, SellerUpdateBody } from '@drops/contracts';

/** The form's values: what the profile screen edits of the seller (spec section 2). */
export interface ProfileDraft {
  username: string;
  /** Read-only: shown, checked, never sent. */
  email: string;
  fullName: string;
  roles: Role[];
  somethingElseText: string;
  country: string;
  bio: string;
  portfolioLink: string;
  vision: string;
  isPrivateProfile: boolean;
  /** Mails that are not decisions on the account (issue 16). */
  emailNotifications: boolean;
  profileImage: string;
  moodboardImage: string;
  /** Issue 17: the zone drop times are given in; '' for the browser's own. */
  timeZone: string;
}

export type ProfileField = Exclude<keyof ProfileDraft, 'isPrivateProfile' | 'emailNotifications'>;

/** The fields checked before a save and read from the server's refusal of one. */
export const checkedProfileFields: readonly ProfileField[] = [
  'username',
  'email',
  'fullName',
  'roles',
  'somethingElseText',
  'country',
  'bio',
  'portfolioLink',
  'vision',
  'profileImage',
  'moodboardImage',
];

export function draftFromSeller(seller: Seller): ProfileDraft {
  return {
    username: seller.username,
    email: seller.email,
    fullName: seller.fullName,
    // The API sends the list as both `roles` and `role`; an older record may fill only one.
    roles: seller.roles.length ? [...seller.roles] : [...seller.role],
    somethingElseText: seller.somethingElseText,
    country: seller.country,
    bio: seller.bio,
    portfolioLink: seller.portfolioLink,
    vision: seller.vision,
    isPrivateProfile: seller.isPrivateProfile,
    // On unless the seller turned it off (a record from before the setting has none).
    emailNotifications: seller.emailNotifications ?? true,
    profileImage: seller.profileImage,
    moodboardImage: seller.moodboardImage,
    timeZone: seller.timeZone ?? '',
  };
}

/** Whether two drafts hold the same profile (roles in any order): unsaved changes or not. */
export function sameDraft(left: ProfileDraft, right: ProfileDraft): boolean {
  return (Object.keys(left) as (keyof ProfileDraft)[]).every((field) => {
    const a = left[field];
    const b = right[field];
    if (Array.isArray(a) && Array.isArray(b)) return [...a].sort().join() === [...b].sort().join();
    return a === b;
  });
}

/**
 * The `PUT /seller/{id}` body: trimmed texts, the Something Else text only while Something Else
 * is chosen, and no email (the field is read-only).
 */
export function updateBodyOf(draft: ProfileDraft): SellerUpdateBody {
  return {
    username: draft.username.trim(),
    fullName: draft.fullName.trim(),
    roles: draft.roles,
    somethingElseText: draft.roles.includes('somethingElse') ? draft.somethingElseText.trim() : '',
    country: draft.country,
    bio: draft.bio,
    portfolioLink: draft.portfolioLink.trim(),
    vision: draft.vision,
    isPrivateProfile: draft.isPrivateProfile,
    emailNotifications: draft.emailNotifications,
    profileImage: draft.profileImage,
    moodboardImage: draft.moodboardImage,
    timeZone: draft.timeZone || null,
  };
}
