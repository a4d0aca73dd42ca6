import {
  profileEditFieldList,
  type ProfileEditFieldName,
  type Seller,
  type SellerFieldKindTypes,
  type sellerFields,
  type SellerUpdateBody,
} from '@drops/contracts';

/**
 * The form's values: what the profile screen edits of the seller (spec section 2), the fields
 * of `profileEditFields` in the contract's seller-fields.ts. A text the seller may leave unset
 * (the time zone, issue 17) is '' here.
 */
export type ProfileDraft = {
  -readonly [Field in ProfileEditFieldName]: DraftValueOf<(typeof sellerFields)[Field]['kind']>;
};
type DraftValueOf<Kind extends keyof SellerFieldKindTypes> = Kind extends 'textOrNull'
  ? string
  : SellerFieldKindTypes[Kind];

/** The fields that can hold a message: all but the switches. */
export type ProfileField = {
  [Field in keyof ProfileDraft]: ProfileDraft[Field] extends boolean ? never : Field;
}[keyof ProfileDraft];

/**
 * The fields checked before a save and read from the server's refusal of one. The time zone is
 * chosen from a list: a zone the server refuses is told in the form's alert.
 */
export const checkedProfileFields = profileEditFieldList.flatMap((field) =>
  field.kind === 'flag' || field.kind === 'flagOnByDefault' || field.name === 'timeZone'
    ? []
    : [field.name as ProfileField],
);

export function draftFromSeller(seller: Seller): ProfileDraft {
  const values: Record<string, unknown> = seller;
  const draft = Object.fromEntries(
    profileEditFieldList.map(({ name, kind }) => {
      const value = values[name];
      if (kind === 'textOrNull') return [name, value ?? ''];
      // On unless the seller turned it off (a record from before the setting has none).
      if (kind === 'flagOnByDefault') return [name, value ?? true];
      return [name, value];
    }),
  ) as ProfileDraft;
  // The API sends the list as both `roles` and `role`; an older record may fill only one.
  draft.roles = seller.roles.length ? [...seller.roles] : [...seller.role];
  return draft;
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
 * The `PUT /seller/{id}` body: each field as its declaration sends it (trimmed, as held, or
 * never: the read-only email), and the Something Else text only while Something Else is chosen.
 */
export function updateBodyOf(draft: ProfileDraft): SellerUpdateBody {
  const body = Object.fromEntries(
    profileEditFieldList.flatMap(({ name, kind, sent }) => {
      const value = draft[name];
      if (sent === 'never') return [];
      if (sent === 'trimmed') return [[name, String(value).trim()]];
      return [[name, kind === 'textOrNull' ? value || null : value]];
    }),
  ) as SellerUpdateBody;
  if (!draft.roles.includes('somethingElse')) body.somethingElseText = '';
  return body;
}
