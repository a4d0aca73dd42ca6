import { ErrorBodySchema, sameMessage } from './common';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  DataEnvelope,
  DateTimeSchema,
  IdSchema,
  PaginationSchema,
  StringEnum,
  pageQueryFields,
  withMessages,
} from './common';
import { serverMessages } from './messages';
import {
  reviewDecisionFields,
  reviewNoteMax,
  reasonTextOf,
  reviewReasonCodes,
} from './review-reasons';
import { Nullable } from './product';
import { SellerSchema } from './seller';
import { sellerReviewStatuses } from './seller-status';

// ---- a seller's review -----------------------------------------------------------------------

export const SellerReviewSchema = Type.Object({
  status: StringEnum(sellerReviewStatuses),
  reason: Nullable(StringEnum(reviewReasonCodes)),
  reasonText: Nullable(Type.String()),
  note: Nullable(Type.String()),
  decidedAt: Nullable(DateTimeSchema),
  /** When a flex account asked to sell; null when it has not. */
  requestedAt: Nullable(DateTimeSchema),
});
export type SellerReview = Static<typeof SellerReviewSchema>;

/** GET /seller/{id}: the seller and the decision on its account. */
export const SellerWithReviewSchema = Type.Composite([
  SellerSchema,
  Type.Object({ review: SellerReviewSchema }),
]);
export type SellerWithReview = Static<typeof SellerWithReviewSchema>;
export const SellerWithReviewResponseSchema = DataEnvelope(SellerWithReviewSchema);
export type SellerWithReviewResponse = Static<typeof SellerWithReviewResponseSchema>;

/** The sign-in refusal of a rejected seller: the usual error body and why. */
export const LoginRefusalBodySchema = Type.Object({
  ...ErrorBodySchema.properties,
  review: Type.Optional(SellerReviewSchema),
  /** Where a rejected seller can write (issue 31 item 5: the spec's refusal says to contact support). */
  support: Type.Optional(Type.Object({ email: Type.String() })),
  /** As in every error body (`ErrorBodySchema`): the serializer drops what the schema lacks. */
  requestId: Type.Optional(Type.String()),
});

// ---- an administrator's approve/reject carries these beside the spec's fields ------------------

export const InternalApprovalDecisionSchema = Type.Object(
  {
    approve: Type.Boolean(),
    reason: Type.Optional(StringEnum(reviewReasonCodes)),
    note: Type.Optional(Type.String({ maxLength: reviewNoteMax })),
  },
  { additionalProperties: false },
);
export type InternalApprovalDecision = Static<typeof InternalApprovalDecisionSchema>;

// ---- a drop's moderation ---------------------------------------------------------------------

export const moderationStatuses = ['paused', 'published'] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];

/** PUT /admin/products/{id}/status: pause (a reason required) or restore a drop. */
export const ProductModerationBodySchema = Type.Object(
  {
    status: withMessages(
      StringEnum(moderationStatuses),
      sameMessage(serverMessages.invalidValue, 'required', 'enum', 'type'),
    ),
    ...reviewDecisionFields,
  },
  { additionalProperties: false },
);
export type ProductModerationBody = Static<typeof ProductModerationBodySchema>;

export const InternalProductModerationBodySchema = Type.Object(
  {
    status: StringEnum(moderationStatuses),
    reason: Type.Optional(StringEnum(reviewReasonCodes)),
    note: Type.Optional(Type.String({ maxLength: reviewNoteMax })),
  },
  { additionalProperties: false },
);
export type InternalProductModerationBody = Static<typeof InternalProductModerationBodySchema>;

// ---- notifications ---------------------------------------------------------------------------

export const notificationTypes = [
  'seller.approved',
  'seller.rejected',
  'seller.invited',
  'seller.sell_requested',
  'drop.badged',
  'drop.unbadged',
  'drop.paused',
  'drop.restored',
  'webhook.disabled',
  // Issue 17: a drop's phase moved by itself or by its seller's publish.
  'drop.scheduled',
  'drop.early_access',
  'drop.live',
  'drop.ended',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const NotificationSchema = Type.Object({
  _id: IdSchema,
  type: StringEnum(notificationTypes),
  title: Type.String(),
  body: Type.String(),
  link: Type.String(),
  createdAt: DateTimeSchema,
  readAt: Nullable(DateTimeSchema),
  /** Present (true) once the drop it leads to was deleted: its link no longer opens anything. */
  dropDeleted: Type.Optional(Type.Literal(true)),
});
export type Notification = Static<typeof NotificationSchema>;

export const notificationsPageSize = 20;

export const NotificationsQuerySchema = Type.Object(
  { ...pageQueryFields(100) },
  { additionalProperties: false },
);
export type NotificationsQuery = Static<typeof NotificationsQuerySchema>;

/** The read calls take nothing but the path: no query (and no body, as the other bodyless calls). */
export const NoInputSchema = Type.Object({}, { additionalProperties: false });

export const NotificationsResponseSchema = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(NotificationSchema),
  pagination: PaginationSchema,
  unread: Type.Integer({ minimum: 0 }),
});
export type NotificationsResponse = Static<typeof NotificationsResponseSchema>;

/** A marking's answer: its message, what it marked, and how many notifications stay unread. */
const MarkedEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({
    success: Type.Literal(true),
    message: Type.String(),
    data,
    unread: Type.Integer({ minimum: 0 }),
  });

export const NotificationResponseSchema = MarkedEnvelope(NotificationSchema);
export type NotificationResponse = Static<typeof NotificationResponseSchema>;

export const NotificationsReadResponseSchema = MarkedEnvelope(
  Type.Object({ marked: Type.Integer({ minimum: 0 }) }),
);
export type NotificationsReadResponse = Static<typeof NotificationsReadResponseSchema>;

/** What each notification says; `drop` texts name the drop. */
export const notificationTexts = {
  'seller.approved': {
    title: 'Your account was approved',
    body: () => 'You can now sell your drops on Drops.',
  },
  'seller.rejected': {
    title: 'Your account was not approved',
    body: (why: string) => `Your account was not approved.${why}`,
  },
  'seller.invited': {
    title: 'You are invited to sell',
    body: () => 'An administrator invited you to sell on Drops. Open your dashboard to answer.',
  },
  'seller.sell_requested': {
    title: 'Request to sell received',
    body: () => 'We received your request to sell and will review it soon.',
  },
  'drop.badged': {
    title: 'Your drop got a badge',
    body: (name: string) => `"${name}" was given a badge.`,
  },
  'drop.unbadged': {
    title: 'Badge removed from your drop',
    body: (name: string) => `The badge was removed from "${name}".`,
  },
  'drop.paused': {
    title: 'Your drop was paused',
    body: (name: string, why: string) =>
      `"${name}" was paused by an administrator and shows as Draft until it is restored.${why}`,
  },
  'drop.restored': {
    title: 'Your drop was restored',
    body: (name: string, why: string) => `"${name}" is published again.${why}`,
  },
  'webhook.disabled': {
    title: 'A webhook endpoint was disabled',
    body: (url: string) =>
      `Deliveries to ${url} failed for 3 days, so it was disabled. Add it again in Integrations once it answers.`,
  },
  'drop.scheduled': {
    title: 'Your drop is scheduled',
    body: (name: string) => `"${name}" is published and will launch at its launch time.`,
  },
  'drop.early_access': {
    title: 'Early access is open',
    body: (name: string) => `Early access to "${name}" is open.`,
  },
  'drop.live': {
    title: 'Your drop is live',
    body: (name: string) => `"${name}" is live.`,
  },
  'drop.ended': {
    title: 'Your drop has ended',
    body: (name: string) => `"${name}" reached its expiry and has ended.`,
  },
} as const;

/** " Reason: … Note: …" after a notification's sentence, or "" when neither was given. */
export function reasonSentenceOf(
  reason: string | null | undefined,
  note: string | null | undefined,
) {
  const text = reasonTextOf(reason);
  return `${text ? ` Reason: ${text}.` : ''}${note ? ` Note: ${note}` : ''}`;
}

/** The same reason and note as lines of their own (a mail lists them under its sentence). */
export function reasonFactsOf(
  reason: string | null | undefined,
  note: string | null | undefined,
): [label: string, value: string][] {
  const text = reasonTextOf(reason);
  return [
    ...(text ? [['Reason', text] as [string, string]] : []),
    ...(note ? [['Note', note] as [string, string]] : []),
  ];
}
