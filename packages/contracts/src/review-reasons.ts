import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DateTimeSchema, StringEnum, withMessages } from './common';
import { serverMessages } from './messages';

const NullableOf = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Reasons an administrator gives for a rejection or a pause (issue 16), a fixed list with the
 * words a seller reads; the spec's one-click flows give none.
 */
export const reviewReasons = {
  incomplete_profile: 'Incomplete profile',
  unverifiable_work_link: 'Unverifiable work link',
  prohibited_item: 'Prohibited item',
  misleading_listing: 'Misleading listing',
  duplicate_account: 'Duplicate account',
  rights_complaint: 'Rights complaint',
  wrong_category: 'Wrong category',
  other: 'Other',
} as const;
export type ReviewReason = keyof typeof reviewReasons;
export const reviewReasonCodes = Object.keys(reviewReasons) as ReviewReason[];

/**
 * The reasons that fit each decision (issue 31: a drop's pause offered the seller review's
 * reasons). A rejection and a pause each take one of their own list; an approval and a restore
 * take none (good news needs no reason; a note says what there is to say).
 */
export const decisionReasons = {
  reject: [
    'incomplete_profile',
    'unverifiable_work_link',
    'duplicate_account',
    'prohibited_item',
    'other',
  ],
  pause: ['misleading_listing', 'prohibited_item', 'rights_complaint', 'wrong_category', 'other'],
  approve: [],
  restore: [],
} as const satisfies Record<string, readonly ReviewReason[]>;
export type ReasonDecision = keyof typeof decisionReasons;

/** The words of a reason code; null for none (a decision without a reason). */
export function reasonTextOf(reason: string | null | undefined): string | null {
  if (!reason) return null;
  return (reviewReasons as Record<string, string>)[reason] ?? null;
}

export const reviewNoteMax = 500;

/** Messages of the review and notification calls (issue 16; not in the spec). */
export const reviewMessages = {
  reasonInvalid: 'Choose a reason from the list',
  reasonRequired: 'A reason is required',
  noteTooLong: `The note must be ${reviewNoteMax} characters or less`,
  reasonOnlyOnRejection: 'A reason is given only with a rejection',
  reasonOnlyOnPause: 'A reason is given only with a pause',
  pauseOnlyPublished: 'Only a published drop can be paused',
  restoreOnlyPaused: 'Only a paused drop can be restored',
  dropPaused:
    'This drop was paused by an administrator and cannot be published until it is restored',
  dropPausedMessage: 'Drop paused',
  dropRestoredMessage: 'Drop restored',
  notificationNotFound: 'Notification not found',
  notificationRead: 'Notification marked as read',
  notificationsRead: 'All notifications marked as read',
} as const;

/**
 * What is wrong with `reason` for `decision` (the server's check, one rule for every route), or
 * null when it fits: required for a pause, refused with an approval or a restore, and otherwise
 * one of the decision's own list.
 */
export function decisionReasonError(
  decision: ReasonDecision,
  reason: string | undefined,
): string | null {
  const allowed: readonly string[] = decisionReasons[decision];
  if (reason === undefined) return decision === 'pause' ? reviewMessages.reasonRequired : null;
  if (decision === 'approve') return reviewMessages.reasonOnlyOnRejection;
  if (decision === 'restore') return reviewMessages.reasonOnlyOnPause;
  return allowed.includes(reason) ? null : reviewMessages.reasonInvalid;
}

export const ReviewReasonSchema = withMessages(StringEnum(reviewReasonCodes), {
  enum: reviewMessages.reasonInvalid,
  type: reviewMessages.reasonInvalid,
});
export const ReviewNoteSchema = withMessages(Type.String({ maxLength: reviewNoteMax }), {
  maxLength: reviewMessages.noteTooLong,
  type: serverMessages.invalidValue,
});

/** Why a drop is paused, on the seller's and the administrator's view of it while it is. */
export const DropModerationSchema = Type.Object({
  status: Type.Literal('paused'),
  reason: NullableOf(StringEnum(reviewReasonCodes)),
  reasonText: NullableOf(Type.String()),
  note: NullableOf(Type.String()),
  decidedAt: DateTimeSchema,
});
export type DropModeration = Static<typeof DropModerationSchema>;

/** `reason` and `note` beside an administrator's decision (approve/reject, pause/restore). */
export const reviewDecisionFields = {
  reason: Type.Optional(ReviewReasonSchema),
  note: Type.Optional(ReviewNoteSchema),
};
