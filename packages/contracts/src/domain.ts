/** Enumerations of the domain (spec section 3), shared by servers and frontends. */

export const accountTypes = ['flex', 'sell'] as const;
export type AccountType = (typeof accountTypes)[number];
export const accountTypeLabels: Record<AccountType, string> = { flex: 'Flexer', sell: 'Seller' };

export const roleOptions = [
  { value: 'creator', label: 'Creator / Artist' },
  { value: 'brand', label: 'Brand / Designer' },
  { value: 'collector', label: 'Collector / Archivist' },
  { value: 'cultural', label: 'Cultural Curator' },
  { value: 'experimental', label: 'Experimental Maker' },
  { value: 'somethingElse', label: 'Something Else' },
] as const;
export type Role = (typeof roleOptions)[number]['value'];
export const roleValues = roleOptions.map(({ value }) => value);
export const maxRoles = 3;

export const invitationStates = ['invited', 'accepted', 'rejected'] as const;
export type InvitationState = (typeof invitationStates)[number];

/**
 * Drop categories on the seller form: the spec's values are stored and sent; every screen shows
 * the label, all in one casing (the spec names only tech's, "Technology").
 */
export const productCategoryOptions = [
  { value: 'fashion', label: 'Fashion' },
  { value: 'tech', label: 'Technology' },
  { value: 'art', label: 'Art' },
  { value: 'music', label: 'Music' },
  { value: 'lifestyle', label: 'Lifestyle' },
] as const;

/**
 * A stored category as shown: its label; a value that is not one of the form's (an older drop,
 * one sent through the API) in the same casing, its first letter capitalised.
 */
export function productCategoryLabel(value: string): string {
  const option = productCategoryOptions.find((candidate) => candidate.value === value);
  return option ? option.label : value.charAt(0).toUpperCase() + value.slice(1);
}

/** Category filter options of the administrator product list. */
export const adminProductCategoryFilters = [
  'Fashion',
  'Beauty',
  'Wellness',
  'Art',
  'Other',
] as const;

export const valueTags = [
  'Exclusivity & Rarity',
  'Design & Quality',
  'Price & Access',
  'Cultural & Narrative Value',
] as const;

export const earlyAccessWindows = ['24H', '48H', '72H'] as const;
export type EarlyAccessWindow = (typeof earlyAccessWindows)[number];

/** Stored-key prefixes, one per kind of upload. */
export const storageKeyPrefixes = {
  product: 'products/',
  profile: 'seller-profiles/',
  moodboard: 'seller-moodboards/',
} as const;

export const limits = {
  bioMax: 240,
  visionMax: 240,
  descriptionMax: 240,
  collectionNameMax: 100,
  usernameMin: 3,
  usernameMax: 50,
  passwordMin: 8,
  passwordMax: 128,
  rolesMax: 3,
  visualSlots: 5,
  sellerProductListMax: 100,
  adminPageSize: 10,
  adminCategoriesPageSize: 20,
  searchDebounceMs: 500,
  toastMs: 4000,
  requestTimeoutMs: 30000,
} as const;
