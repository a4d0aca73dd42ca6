import { Type, type Static } from '@sinclair/typebox';
import { remoteNameList, remoteNames } from '@drops/federation/remote-names';
import { DataEnvelope, DateTimeSchema, sameMessage, withMessages } from './common';
import { serverMessages } from './messages';
import { VersionConflictBody, VersionInputSchema } from './versions';

/**
 * Issue 28: each remote releases alone. A build is an immutable version (an id from its
 * content) whose entry is its `mf-manifest.json`; the registry (admin service) holds each
 * remote's channel: a stable version and an optional canary shown to a share of visitors.
 */

export const releaseMessages = {
  remoteNotFound: 'Remote not found',
  versionInvalid:
    'A version is the 12-character content hash that `pnpm release publish` prints (0-9, a-f)',
  manifestUrlInvalid: 'manifestUrl must be an http(s) address of the build’s mf-manifest.json',
  percentInvalid: 'The canary percent is a whole number from 1 to 99',
  reasonRequired: 'Say why (a reason is required)',
  reasonTooLong: 'The reason must be 500 characters or less',
  versionRegistered: 'Version registered',
  versionAlreadyRegistered: 'Version registered already',
  versionTaken: 'This version is already registered with another manifest: versions never change',
  versionUnknown: 'This version is not registered for this remote',
  versionRemoved: 'This version was removed (retention): publish it again under a new version',
  canaryIsStable: 'The canary must be another version than stable',
  channelChanged: 'Channel updated',
  channelConflict: 'The channel changed since you loaded it',
  buildRefused: 'This build cannot be released: see each problem below',
  tokenCreated: 'Release token created. Copy it now: it is not shown again.',
  releaseTokenOtherRemote: 'This release token is for another remote',
  filePathInvalid:
    'A file path is made of letters, digits, ".", "_", "-" and "/" and ends in a known extension',
  fileDataInvalid: serverMessages.invalidValue,
  fileExists: 'This version already holds another file at this path: versions never change',
  fileStored: 'File stored',
  versionFrozen: 'This version is registered: its files never change',
  reportsAccepted: 'Reports accepted',
  reportCountInvalid: 'A report line stands for 1 to 100 loads',
} as const;

/** The four remotes' container names (packages/federation). */
export const releaseRemoteNames = remoteNameList;

export const versionIdPattern = '^[0-9a-f]{12}$';
export const VersionIdSchema = withMessages(Type.String({ pattern: versionIdPattern }), {
  pattern: releaseMessages.versionInvalid,
  type: releaseMessages.versionInvalid,
});

export const ManifestUrlSchema = withMessages(
  Type.String({ minLength: 1, maxLength: 2048, pattern: '^https?://' }),
  sameMessage(releaseMessages.manifestUrlInvalid, 'pattern', 'minLength', 'maxLength', 'type'),
);

/** `{name}`: checked against the four names by the route, which answers 404 for another. */
export const RemoteParamsSchema = Type.Object(
  { name: Type.String({ maxLength: 64 }) },
  { additionalProperties: false },
);
export type RemoteParams = Static<typeof RemoteParamsSchema>;

export const canaryPercentLimits = { minimum: 1, maximum: 99 } as const;
const PercentSchema = withMessages(
  Type.Integer(canaryPercentLimits),
  sameMessage(releaseMessages.percentInvalid, 'minimum', 'maximum', 'type'),
);

// ---- GET /remotes (public, cached 5 s) --------------------------------------------------------

export const ChannelVersionSchema = Type.Object({
  version: Type.String(),
  manifestUrl: Type.String(),
});
export type ChannelVersion = Static<typeof ChannelVersionSchema>;

export const CanaryChannelSchema = Type.Object({
  version: Type.String(),
  manifestUrl: Type.String(),
  percent: Type.Integer(),
});
export type CanaryChannel = Static<typeof CanaryChannelSchema>;

export const RemoteChannelSchema = Type.Object({
  stable: ChannelVersionSchema,
  canary: Type.Optional(CanaryChannelSchema),
});
export type RemoteChannel = Static<typeof RemoteChannelSchema>;

/** Every remote that has a stable version, by name; a remote never released is absent. */
export const RemoteChannelsSchema = Type.Partial(
  Type.Object({
    [remoteNames.sellerDashboard]: RemoteChannelSchema,
    [remoteNames.dropEditor]: RemoteChannelSchema,
    [remoteNames.profile]: RemoteChannelSchema,
    [remoteNames.admin]: RemoteChannelSchema,
  }),
);
export type RemoteChannels = Static<typeof RemoteChannelsSchema>;
export const RemoteChannelsResponseSchema = DataEnvelope(RemoteChannelsSchema);
export type RemoteChannelsResponse = Static<typeof RemoteChannelsResponseSchema>;

// ---- POST /admin/remotes/{name}/versions ------------------------------------------------------

export const RegisterVersionBodySchema = Type.Object(
  { version: VersionIdSchema, manifestUrl: ManifestUrlSchema },
  { additionalProperties: false },
);
export type RegisterVersionBody = Static<typeof RegisterVersionBodySchema>;

/** Who did something in the registry: an administrator's email, or `release token <remote>`. */
const ActorSchema = Type.String();

export const RemoteVersionSchema = Type.Object({
  version: Type.String(),
  manifestUrl: Type.String(),
  contractVersion: Type.String(),
  registeredAt: DateTimeSchema,
  registeredBy: ActorSchema,
  /** Set once retention removed its files; the id is never used again. */
  removedAt: Type.Union([DateTimeSchema, Type.Null()]),
});
export type RemoteVersion = Static<typeof RemoteVersionSchema>;

export const RemoteVersionResponseSchema = DataEnvelope(RemoteVersionSchema);
export type RemoteVersionResponse = Static<typeof RemoteVersionResponseSchema>;

// ---- PUT /admin/remotes/{name}/channel --------------------------------------------------------

export const ReasonSchema = withMessages(
  Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
  {
    required: releaseMessages.reasonRequired,
    minLength: releaseMessages.reasonRequired,
    pattern: releaseMessages.reasonRequired,
    maxLength: releaseMessages.reasonTooLong,
    type: releaseMessages.reasonRequired,
  },
);

export const SetChannelBodySchema = Type.Object(
  {
    stable: VersionIdSchema,
    canary: Type.Optional(
      Type.Object(
        { version: VersionIdSchema, percent: PercentSchema },
        { additionalProperties: false },
      ),
    ),
    reason: ReasonSchema,
    /** The channel's `version` the change was decided on; a stale one answers 409. */
    version: Type.Optional(VersionInputSchema),
  },
  { additionalProperties: false },
);
export type SetChannelBody = Static<typeof SetChannelBodySchema>;

export const ChannelStateSchema = Type.Object({
  stable: Type.Union([ChannelVersionSchema, Type.Null()]),
  canary: Type.Union([CanaryChannelSchema, Type.Null()]),
  /** Raised by every change: what a PUT names to change it only if nobody did meanwhile. */
  version: Type.Integer({ minimum: 0 }),
  updatedAt: Type.Union([DateTimeSchema, Type.Null()]),
  updatedBy: Type.Union([ActorSchema, Type.Null()]),
});
export type ChannelState = Static<typeof ChannelStateSchema>;

export const ChannelResponseSchema = DataEnvelope(ChannelStateSchema);
export type ChannelResponse = Static<typeof ChannelResponseSchema>;
export const ChannelConflictBodySchema = VersionConflictBody(ChannelStateSchema);
export type ChannelConflictBody = Static<typeof ChannelConflictBodySchema>;

// ---- GET /admin/remotes, GET /admin/remotes/{name} --------------------------------------------

export const VersionHealthSchema = Type.Object({
  /** Loads reported over the last hour (each load once: ok or its failure). */
  loads: Type.Integer({ minimum: 0 }),
  failures: Type.Integer({ minimum: 0 }),
});

export const RemoteReleaseVersionSchema = Type.Object({
  ...RemoteVersionSchema.properties,
  lastHour: VersionHealthSchema,
});
export type RemoteReleaseVersion = Static<typeof RemoteReleaseVersionSchema>;

export const RemoteReleaseSchema = Type.Object({
  name: Type.String(),
  channel: ChannelStateSchema,
  /** Newest first, at most `releaseListLimit`. */
  versions: Type.Array(RemoteReleaseVersionSchema),
  /** The remote's live release token, never its value. */
  token: Type.Union([
    Type.Object({ createdAt: DateTimeSchema, createdBy: ActorSchema }),
    Type.Null(),
  ]),
});
export type RemoteRelease = Static<typeof RemoteReleaseSchema>;

export const releaseListLimit = 50;
export const RemoteReleasesResponseSchema = DataEnvelope(Type.Array(RemoteReleaseSchema));
export type RemoteReleasesResponse = Static<typeof RemoteReleasesResponseSchema>;
export const RemoteReleaseResponseSchema = DataEnvelope(RemoteReleaseSchema);
export type RemoteReleaseResponse = Static<typeof RemoteReleaseResponseSchema>;

// ---- POST /admin/remotes/{name}/tokens --------------------------------------------------------

export const releaseTokenAudience = 'drops:release';

export const ReleaseTokenResponseSchema = DataEnvelope(
  Type.Object({
    /** Shown once: only its hash is kept. */
    token: Type.String(),
    remote: Type.String(),
    audience: Type.Literal(releaseTokenAudience),
    createdAt: DateTimeSchema,
    expiresAt: DateTimeSchema,
    /** A remote has one live token: minting one revokes the one before. */
    replacedPrevious: Type.Boolean(),
  }),
);
export type ReleaseTokenResponse = Static<typeof ReleaseTokenResponseSchema>;
