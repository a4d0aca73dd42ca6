import { Type, type Static } from '@sinclair/typebox';
import { sameMessage, StringEnum, withMessages } from './common';
import { ListBodySchema } from './list-body';
import { releaseMessages, releaseRemoteNames, VersionIdSchema } from './releases';

/** Issue 28: the browsers' reports of each remote load, which the automatic rollback reads. */

// ---- POST /remotes/reports (public) -----------------------------------------------------------

/** Each load of a remote is reported once: `load-ok`, or how it failed. */
export const remoteLoadKinds = [
  'load-ok',
  'entry-failed',
  'chunk-failed',
  'evaluate-failed',
  'render-error',
] as const;
export type RemoteLoadKind = (typeof remoteLoadKinds)[number];

export const reportLimits = { maxReports: 50, maxCount: 100 } as const;

export const RemoteLoadReportSchema = Type.Object(
  {
    remote: StringEnum(releaseRemoteNames),
    version: VersionIdSchema,
    kind: StringEnum(remoteLoadKinds),
    /** How many loads this line stands for: a success sampled 1 in 10 is sent with 10. */
    count: Type.Optional(
      withMessages(
        Type.Integer({ minimum: 1, maximum: reportLimits.maxCount }),
        sameMessage(releaseMessages.reportCountInvalid, 'minimum', 'maximum', 'type'),
      ),
    ),
  },
  { additionalProperties: false },
);
export type RemoteLoadReport = Static<typeof RemoteLoadReportSchema>;

export const RemoteReportsBodySchema = ListBodySchema(
  'reports',
  RemoteLoadReportSchema,
  reportLimits.maxReports,
);
export type RemoteReportsBody = Static<typeof RemoteReportsBodySchema>;

export const RemoteReportsResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** Lines counted: those naming a registered version of the remote. */
  accepted: Type.Integer({ minimum: 0 }),
});
export type RemoteReportsResponse = Static<typeof RemoteReportsResponseSchema>;

/** Largest reports body the gateway lets through (50 lines are about 5 KB). */
export const reportsBodyMaxBytes = 16 * 1024;
