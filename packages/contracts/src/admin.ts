import { Type, type Static } from '@sinclair/typebox';
import {
  caseInsensitivePattern,
  DataEnvelope,
  DateTimeSchema,
  IdSchema,
  PagedEnvelope,
  SearchSchema,
  StringEnum,
  pageQueryFields,
  withMessages,
} from './common';
import { accountTypes, limits } from './domain';
import { adminSellerStatuses } from './seller-status';
import { serverMessages, validationMessages } from './messages';
import { AdminProductSchema } from './product';
import { reviewDecisionFields } from './review-reasons';
import { SellerSchema } from './seller';

export const AdminUserSchema = Type.Object({
  _id: IdSchema,
  username: Type.String(),
  email: Type.String(),
  permissions: Type.Object({ admin: Type.Boolean() }),
});
export type AdminUser = Static<typeof AdminUserSchema>;

export const CategorySchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type Category = Static<typeof CategorySchema>;

/**
 * Messages of the administrator API that the specification leaves open (see docs/decisions.md).
 * Kept apart from the spec's own `adminMessages`.
 */
export const adminServerMessages = {
  fieldTooLong: 'This value is too long',
  categoryNameTooLong: 'Category name must be 100 characters or less',
  approvalCombination:
    'To approve send isApproved and isActive both true; to reject send both false',
  approvedAccountIsSell: 'An approved seller has a sell account',
  inviteOnlyFlex: 'Only flex accounts can be invited to sell',
  alreadyInvited: 'This seller has already been invited',
  categoryNotFound: 'Category not found',
  productNotFound: 'Product not found',
} as const;

export const categoryNameMax = 100;

// ---- POST /auth/login -------------------------------------------------------------------------

/** Both fields required; an empty string counts as missing (spec section 5, Administrator). */
const adminLoginField = (maxLength: number) =>
  withMessages(Type.String({ minLength: 1, maxLength }), {
    required: validationMessages.adminFieldsRequired,
    minLength: validationMessages.adminFieldsRequired,
    maxLength: adminServerMessages.fieldTooLong,
    type: serverMessages.invalidValue,
  });

export const AdminLoginBodySchema = Type.Object(
  { email: adminLoginField(254), password: adminLoginField(limits.passwordMax) },
  { additionalProperties: false },
);
export type AdminLoginBody = Static<typeof AdminLoginBodySchema>;

/**
 * The spec's `accessToken`; issue 30 adds the session's refresh token (also set as an httpOnly
 * cookie) and when the 15-minute access token expires.
 */
export const AdminTokenSchema = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.Optional(Type.String()),
  expiresAt: Type.Optional(Type.String({ format: 'date-time' })),
});

/** The spec reads `token.accessToken` and `user` at the top level; `data` carries them too. */
export const AdminLoginResponseSchema = Type.Object({
  success: Type.Literal(true),
  token: AdminTokenSchema,
  user: AdminUserSchema,
  data: Type.Object({ token: AdminTokenSchema, user: AdminUserSchema }),
});
export type AdminLoginResponse = Static<typeof AdminLoginResponseSchema>;

// ---- shared ---------------------------------------------------------------------------------

/**
 * Any text is accepted as an id so that an unknown or malformed one answers 404
 * with the resource's own message rather than a schema error.
 */
export const AdminIdParamsSchema = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type AdminIdParams = Static<typeof AdminIdParamsSchema>;

const adminSearch = Type.Optional(SearchSchema);

// ---- sellers ---------------------------------------------------------------------------------

/** The spec's values in any letter case; blank reads as `all` (the route lower-cases). */
const filterOf = (values: readonly string[]) =>
  withMessages(Type.String({ pattern: caseInsensitivePattern(['', ...values]) }), {
    pattern: serverMessages.invalidValue,
    type: serverMessages.invalidValue,
  });
export const AdminSellerStatusFilterSchema = filterOf(adminSellerStatuses);
export const AdminAccountTypeFilterSchema = filterOf(['all', ...accountTypes]);
/** Issue 30 item 2: `true` (verified email), `false` (not yet), blank or `all` (any). */
export const AdminEmailVerifiedFilterSchema = filterOf(['all', 'true', 'false']);

export const AdminSellersQuerySchema = Type.Object({
  ...pageQueryFields(100),
  status: Type.Optional(AdminSellerStatusFilterSchema),
  accountType: Type.Optional(AdminAccountTypeFilterSchema),
  emailVerified: Type.Optional(AdminEmailVerifiedFilterSchema),
  search: adminSearch,
});
export type AdminSellersQuery = Static<typeof AdminSellersQuerySchema>;

export const AdminSellersResponseSchema = PagedEnvelope(SellerSchema);
export type AdminSellersResponse = Static<typeof AdminSellersResponseSchema>;

export const AdminSellerStatsSchema = Type.Object({
  totalProducts: Type.Integer(),
  publishedProducts: Type.Integer(),
  followersCount: Type.Integer(),
  sales: Type.Integer(),
});
export type AdminSellerStats = Static<typeof AdminSellerStatsSchema>;

/**
 * The seller's fields, `stats` and `products` (spec section 3); the seller also sits under
 * `seller`, for a client that reads the detail as `{ seller, stats, products }`.
 */
export const AdminSellerDetailSchema = Type.Composite([
  SellerSchema,
  Type.Object({
    seller: SellerSchema,
    stats: AdminSellerStatsSchema,
    products: Type.Array(AdminProductSchema),
  }),
]);
export type AdminSellerDetail = Static<typeof AdminSellerDetailSchema>;
export const AdminSellerDetailResponseSchema = DataEnvelope(AdminSellerDetailSchema);
export type AdminSellerDetailResponse = Static<typeof AdminSellerDetailResponseSchema>;

const strictBoolean = withMessages(Type.Boolean(), {
  required: serverMessages.invalidValue,
  type: serverMessages.invalidValue,
});

/** Approve: both true (a flex account becomes sell). Reject: both false. */
export const ApproveSellerBodySchema = Type.Object(
  {
    isApproved: strictBoolean,
    isActive: strictBoolean,
    accountType: Type.Optional(
      withMessages(StringEnum(accountTypes), { enum: serverMessages.invalidValue }),
    ),
    /** Optional (issue 16): why a rejection was made; the spec's one-click calls send neither. */
    ...reviewDecisionFields,
  },
  { additionalProperties: false },
);
export type ApproveSellerBody = Static<typeof ApproveSellerBodySchema>;

export const AdminSellerResponseSchema = DataEnvelope(SellerSchema);
export type AdminSellerResponse = Static<typeof AdminSellerResponseSchema>;

// ---- products --------------------------------------------------------------------------------

/**
 * `status` and `category` are free text on purpose: any case is accepted, and an unknown
 * value means no filter (status) or the spec's options compared without case (category).
 */
export const AdminProductsQuerySchema = Type.Object({
  ...pageQueryFields(100),
  status: Type.Optional(Type.String({ maxLength: 50 })),
  category: Type.Optional(Type.String({ maxLength: 50 })),
  search: adminSearch,
});
export type AdminProductsQuery = Static<typeof AdminProductsQuerySchema>;

export const AdminProductsResponseSchema = PagedEnvelope(AdminProductSchema);
export type AdminProductsResponse = Static<typeof AdminProductsResponseSchema>;

export const AdminProductResponseSchema = DataEnvelope(AdminProductSchema);
export type AdminProductResponse = Static<typeof AdminProductResponseSchema>;

export const BadgeBodySchema = Type.Object(
  { badge: strictBoolean },
  { additionalProperties: false },
);
export type BadgeBody = Static<typeof BadgeBodySchema>;

// ---- categories ------------------------------------------------------------------------------

export const AdminCategoriesQuerySchema = Type.Object({
  ...pageQueryFields(100),
  search: adminSearch,
});
export type AdminCategoriesQuery = Static<typeof AdminCategoriesQuerySchema>;

/** The name is trimmed by the server, so blank and over-long are judged after trimming there. */
export const CategoryBodySchema = Type.Object(
  {
    name: withMessages(Type.String({ maxLength: 1000 }), {
      required: serverMessages.categoryNameRequired,
      type: serverMessages.categoryNameRequired,
      maxLength: adminServerMessages.categoryNameTooLong,
    }),
  },
  { additionalProperties: false },
);
export type CategoryBody = Static<typeof CategoryBodySchema>;

export const AdminCategoriesResponseSchema = PagedEnvelope(CategorySchema);
export type AdminCategoriesResponse = Static<typeof AdminCategoriesResponseSchema>;
export const AdminCategoryResponseSchema = DataEnvelope(CategorySchema);
export type AdminCategoryResponse = Static<typeof AdminCategoryResponseSchema>;
