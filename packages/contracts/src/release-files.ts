import { Type, type Static } from '@sinclair/typebox';
import { DataEnvelope, sameMessage, withMessages } from './common';
import { serverMessages } from './messages';
import { releaseMessages, VersionIdSchema } from './releases';

/** Issue 28: the files of a remote build, uploaded one by one before its registration. */

// ---- PUT /admin/remotes/{name}/versions/{version}/files ---------------------------------------

/** The files a remote build may hold, by extension (served with this type). */
export const releaseFileTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** Largest file of a build, in bytes (base64 in the body: about 4/3 of it). */
export const releaseFileMaxBytes = 10 * 1024 * 1024;

export const releaseFilePathPattern =
  '^[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$';

export const VersionParamsSchema = Type.Object(
  { name: Type.String({ maxLength: 64 }), version: VersionIdSchema },
  { additionalProperties: false },
);
export type VersionParams = Static<typeof VersionParamsSchema>;

export const UploadFileBodySchema = Type.Object(
  {
    path: withMessages(
      Type.String({ minLength: 1, maxLength: 200, pattern: releaseFilePathPattern }),
      sameMessage(releaseMessages.filePathInvalid, 'pattern', 'minLength', 'maxLength', 'type'),
    ),
    /** The file's bytes, base64. */
    data: withMessages(
      Type.String({
        maxLength: Math.ceil(releaseFileMaxBytes / 3) * 4,
        pattern: '^[A-Za-z0-9+/]*={0,2}$',
      }),
      {
        pattern: releaseMessages.fileDataInvalid,
        maxLength: serverMessages.fileTooLarge,
        type: releaseMessages.fileDataInvalid,
      },
    ),
  },
  { additionalProperties: false },
);
export type UploadFileBody = Static<typeof UploadFileBodySchema>;

export const UploadFileResponseSchema = DataEnvelope(
  Type.Object({
    path: Type.String(),
    /** Where browsers read it (immutable: cached for a year). */
    url: Type.String(),
    size: Type.Integer({ minimum: 0 }),
    /** False when the same bytes were there already (a publish run again). */
    stored: Type.Boolean(),
  }),
);
export type UploadFileResponse = Static<typeof UploadFileResponseSchema>;
