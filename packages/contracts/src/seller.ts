import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, StringEnum } from './common';
import { accountTypes, invitationStates, roleValues } from './domain';

export const AccountTypeSchema = StringEnum(accountTypes);
export const RoleSchema = StringEnum(roleValues);
export const InvitationSchema = StringEnum(invitationStates);

/** A seller as the API returns it. The password hash never leaves the service. */
export const SellerSchema = Type.Object({
  _id: IdSchema,
  username: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  accountType: AccountTypeSchema,
  /** The spec names the role list both `role` and `roles`; both carry the same list. */
  role: Type.Array(RoleSchema),
  roles: Type.Array(RoleSchema),
  somethingElseText: Type.String(),
  profileImage: Type.String(),
  country: Type.String(),
  bio: Type.String(),
  portfolioLink: Type.String(),
  moodboardImage: Type.String(),
  vision: Type.String(),
  isPrivateProfile: Type.Boolean(),
  isRequestedforSell: Type.Boolean(),
  isApproved: Type.Boolean(),
  isActive: Type.Boolean(),
  invitation: Type.Union([InvitationSchema, Type.Null()]),
  firstLogin: Type.Boolean(),
  followersCount: Type.Integer(),
  sales: Type.Integer(),
  trustScore: Type.Number(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type Seller = Static<typeof SellerSchema>;
