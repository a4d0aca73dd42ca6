import { Type, type Static } from '@sinclair/typebox';
import {
  DateTimeSchema,
  PagedEnvelope,
  pageQueryFields,
  sameMessage,
  StringEnum,
  withMessages,
} from './common';
import { serverMessages } from './messages';
import { valuesOf } from './labelled-values';

/**
 * The administrators' audit log (issue 16, point 5): one permanent entry per administrator
 * action, never changed or removed. Each action with the words an administrator reads for it
 * (Activity page, CSV).
 */
export const auditActionLabels = {
  sign_in: 'Signed in',
  seller_approve: 'Approved seller',
  seller_reject: 'Rejected seller',
  seller_invite: 'Invited seller',
  product_badge: 'Changed badge',
  product_pause: 'Paused drop',
  product_restore: 'Restored drop',
  category_create: 'Created category',
  category_rename: 'Renamed category',
  category_delete: 'Deleted category',
  remote_register: 'Registered remote version',
  remote_channel: 'Changed release channel',
  remote_token: 'Created release token',
  // Issue 30: an administrator set a new password from a mailed link.
  password_reset: 'Reset password',
  // Issue 30 item 5: administrators' accounts and second factor.
  sign_in_failed: 'Failed to sign in',
  second_factor_enable: 'Turned on second factor',
  second_factor_disable: 'Turned off second factor',
  recovery_code_used: 'Used a recovery code',
  admin_invite: 'Invited administrator',
  admin_invite_accept: 'Accepted invitation',
  admin_disable: 'Disabled administrator',
  admin_enable: 'Enabled administrator',
};
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = valuesOf(auditActionLabels);

export const auditTargetTypes = ['admin', 'seller', 'product', 'category', 'remote'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditLogMessages = {
  dateInvalid: 'Enter a date as YYYY-MM-DD or an ISO date-time',
  actionInvalid: 'Unknown action',
  targetTypeInvalid: 'Unknown target type',
  rangeInvalid: '"from" must not be later than "to"',
} as const;

/** Values recorded before and after an action: the fields the action is about. */
export const AuditValuesSchema = Type.Union([
  Type.Record(Type.String(), Type.Unknown()),
  Type.Null(),
]);

export const AuditLogEntrySchema = Type.Object({
  _id: Type.String(),
  createdAt: DateTimeSchema,
  actorId: Type.String(),
  actorEmail: Type.String(),
  action: StringEnum(auditActions),
  targetType: StringEnum(auditTargetTypes),
  targetId: Type.String(),
  before: AuditValuesSchema,
  after: AuditValuesSchema,
  reason: Type.Union([Type.String(), Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  requestId: Type.Union([Type.String(), Type.Null()]),
});
export type AuditLogEntry = Static<typeof AuditLogEntrySchema>;

/** `YYYY-MM-DD` (UTC midnight; as `to`, the whole day) or an ISO date-time; checked again for real dates. */
export const auditDatePattern =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?)?$';
const AuditDateSchema = withMessages(
  Type.String({ pattern: auditDatePattern, maxLength: 40 }),
  sameMessage(auditLogMessages.dateInvalid, 'pattern', 'maxLength', 'type'),
);

/** Filters of the list and of its CSV export. */
export const auditLogFilterFields = {
  /** An administrator's id or email (exact, email without case). */
  actor: Type.Optional(Type.String({ maxLength: 254 })),
  action: Type.Optional(
    withMessages(StringEnum(['', ...auditActions]), {
      enum: auditLogMessages.actionInvalid,
      type: auditLogMessages.actionInvalid,
    }),
  ),
  targetType: Type.Optional(
    withMessages(StringEnum(['', ...auditTargetTypes]), {
      enum: auditLogMessages.targetTypeInvalid,
      type: auditLogMessages.targetTypeInvalid,
    }),
  ),
  targetId: Type.Optional(
    withMessages(Type.String({ maxLength: 64 }), { maxLength: serverMessages.invalidValue }),
  ),
  /** Issue 31: a target's id, or the start of its name as entries recorded it (any case). */
  target: Type.Optional(
    withMessages(Type.String({ maxLength: 200 }), { maxLength: serverMessages.invalidValue }),
  ),
  from: Type.Optional(AuditDateSchema),
  to: Type.Optional(AuditDateSchema),
};

export const AuditLogQuerySchema = Type.Object({
  ...pageQueryFields(100),
  ...auditLogFilterFields,
});
export type AuditLogQuery = Static<typeof AuditLogQuerySchema>;

export const AuditLogExportQuerySchema = Type.Object(auditLogFilterFields);
export type AuditLogExportQuery = Static<typeof AuditLogExportQuerySchema>;

export const AuditLogResponseSchema = PagedEnvelope(AuditLogEntrySchema);
export type AuditLogResponse = Static<typeof AuditLogResponseSchema>;

export const auditLogPageSize = 20;
