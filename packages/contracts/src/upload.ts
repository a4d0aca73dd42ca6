import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { serverMessages } from './messages';
import { StringEnum, withMessages, DataOnlyEnvelope } from './common';
import { ThumbnailLinksSchema } from './thumbnails';
import { signedUrlsMaxKeys } from './media-links';
import { ListBodySchema } from './list-body';

const mebibyte = 1024 * 1024;

/** Upload limits (the spec leaves them open; see docs/decisions.md). */
export const uploadLimits = {
  imageMaxBytes: 15 * mebibyte,
  videoMaxBytes: 100 * mebibyte,
  /** Files one product upload may carry (the drop form has five visual slots). */
  maxFilesPerUpload: 5,
  /** Lifetime of the signed links the upload and signed-link calls hand out. */
  signedUrlSeconds: 60 * 60,
} as const;

/** Types accepted, decided from the content's magic bytes, never from the declared type. */
export const imageContentTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
] as const;
export const videoContentTypes = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export type ImageContentType = (typeof imageContentTypes)[number];
export type VideoContentType = (typeof videoContentTypes)[number];
export type MediaContentType = ImageContentType | VideoContentType;

/** One file in the spec's base64 JSON body. */
export const UploadFileSchema = Type.Object(
  {
    fileName: Type.String({ minLength: 1, maxLength: 255 }),
    fileType: Type.String({ maxLength: 255 }),
    fileSize: Type.Integer({ minimum: 0 }),
    /** Base64, optionally as a `data:<type>;base64,` URL; checked strictly by the server. */
    fileData: withMessages(Type.String({ minLength: 1 }), {
      minLength: serverMessages.fileDataInvalid,
      type: serverMessages.fileDataInvalid,
    }),
  },
  { additionalProperties: false },
);
export type UploadFile = Static<typeof UploadFileSchema>;

/** The drop form's list upload: up to five files at once. */
export const UploadFilesBodySchema = ListBodySchema(
  'files',
  UploadFileSchema,
  uploadLimits.maxFilesPerUpload,
);
export type UploadFilesBody = Static<typeof UploadFilesBodySchema>;

/**
 * POST /s3/product-image-upload JSON body: one file, or `{ files: [...] }`.
 * `if/then/else` rather than `anyOf`, so a failing body reports only the shape it aimed at.
 */
export const ProductUploadBodySchema = Type.Unsafe<UploadFile | UploadFilesBody>({
  type: 'object',
  if: { type: 'object', required: ['files'] },
  then: UploadFilesBodySchema,
  else: UploadFileSchema,
});
export type ProductUploadBody = Static<typeof ProductUploadBodySchema>;

/**
 * `slot`: the visual slot of the (first) file, 0-4; only slot 0, the first visual, accepts a
 * video. Files of a list take consecutive slots. Absent means 0.
 */
export const UploadQuerySchema = Type.Object({
  slot: Type.Optional(Type.Integer({ minimum: 0, maximum: uploadLimits.maxFilesPerUpload - 1 })),
});
export type UploadQuery = Static<typeof UploadQuerySchema>;

export const UploadedFileSchema = Type.Object({
  /** The stored key, e.g. `products/<seller id>/<random>.png`: what entities keep. */
  key: Type.String(),
  /** A temporary signed link for display. */
  url: Type.String(),
});
export type UploadedFile = Static<typeof UploadedFileSchema>;

/** A stored file's answer: the spec names `key` and `url` at top level and under `data`, so both. */
const StoredFileEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), key: Type.String(), url: Type.String(), data });

/** One file uploaded. */
export const SingleUploadResponseSchema = StoredFileEnvelope(UploadedFileSchema);
export type SingleUploadResponse = Static<typeof SingleUploadResponseSchema>;

export const MultipleUploadResponseSchema = Type.Object({
  success: Type.Literal(true),
  files: Type.Array(UploadedFileSchema),
  urls: Type.Array(Type.String()),
  data: Type.Object({
    files: Type.Array(UploadedFileSchema),
    urls: Type.Array(Type.String()),
  }),
});
export type MultipleUploadResponse = Static<typeof MultipleUploadResponseSchema>;

export const ProductUploadResponseSchema = Type.Union([
  SingleUploadResponseSchema,
  MultipleUploadResponseSchema,
]);
export type ProductUploadResponse = Static<typeof ProductUploadResponseSchema>;

/** `/s3/get-signed-url/{key}` and `/s3/files/{key}`: the key may hold slashes (or arrive URL-encoded). */
export const StorageKeyParamsSchema = Type.Object({ '*': Type.String({ maxLength: 2048 }) });
export type StorageKeyParams = Static<typeof StorageKeyParamsSchema>;

export const SignedUrlResponseSchema = Type.Object({
  success: Type.Literal(true),
  signedUrl: Type.String(),
  data: Type.Object({ signedUrl: Type.String() }),
  /**
   * Issue 18 (added field): for an image whose thumbnails are made, their signed links by
   * width, smallest first; absent while they are being made (show `signedUrl`).
   */
  thumbnails: Type.Optional(Type.Array(ThumbnailLinksSchema)),
});
export type SignedUrlResponse = Static<typeof SignedUrlResponseSchema>;

export const SignedUrlsBodySchema = ListBodySchema(
  'keys',
  Type.String({ maxLength: 2048 }),
  signedUrlsMaxKeys,
);
export type SignedUrlsBody = Static<typeof SignedUrlsBodySchema>;

/** One key's answer: its links, or the status and `error` its own call would have answered. */
export const SignedUrlsEntrySchema = Type.Object({
  key: Type.String(),
  signedUrl: Type.Optional(Type.String()),
  thumbnails: Type.Optional(Type.Array(ThumbnailLinksSchema)),
  status: Type.Integer(),
  error: Type.Optional(Type.String()),
});
export type SignedUrlsEntry = Static<typeof SignedUrlsEntrySchema>;

export const SignedUrlsResponseSchema = Type.Object({
  success: Type.Literal(true),
  /** In the order of `keys`. */
  data: Type.Array(SignedUrlsEntrySchema),
});
export type SignedUrlsResponse = Static<typeof SignedUrlsResponseSchema>;

/** GET /s3/files/{key}: the local-disk links; the signature is the capability. */
export const SignedFileQuerySchema = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 128 })),
});
export type SignedFileQuery = Static<typeof SignedFileQuerySchema>;

/** Direct uploads (issue 18): what an upload is for decides its key prefix and who may make it. */
export const directUploadPurposes = ['product', 'profile', 'moodboard'] as const;
export type DirectUploadPurpose = (typeof directUploadPurposes)[number];

/** Lifetime of a presigned upload target; an upload never completed is deleted after a day. */
export const directUploadLimits = {
  targetSeconds: 15 * 60,
  pendingMaxAgeMs: 24 * 60 * 60 * 1000,
} as const;

/**
 * POST /s3/uploads: the file the browser is about to send. Product uploads need a seller
 * token; profile and moodboard uploads are public (sign-up comes before the account).
 */
export const DirectUploadBodySchema = Type.Object(
  {
    purpose: StringEnum(directUploadPurposes),
    fileName: Type.String({ minLength: 1, maxLength: 255 }),
    fileType: Type.String({ minLength: 1, maxLength: 255 }),
    fileSize: Type.Integer({ minimum: 1 }),
    slot: Type.Optional(Type.Integer({ minimum: 0, maximum: uploadLimits.maxFilesPerUpload - 1 })),
  },
  { additionalProperties: false },
);
export type DirectUploadBody = Static<typeof DirectUploadBodySchema>;

/**
 * Where the bytes go: S3 answers a presigned POST (`fields` first, then the file as `file`),
 * local disk a signed PUT (`headers` as given, the file as the body).
 */
export const DirectUploadTargetSchema = Type.Object({
  uploadId: Type.String(),
  method: StringEnum(['POST', 'PUT'] as const),
  url: Type.String(),
  fields: Type.Record(Type.String(), Type.String()),
  headers: Type.Record(Type.String(), Type.String()),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type DirectUploadTarget = Static<typeof DirectUploadTargetSchema>;

export const DirectUploadResponseSchema = DataOnlyEnvelope(DirectUploadTargetSchema);
export type DirectUploadResponse = Static<typeof DirectUploadResponseSchema>;

export const DirectUploadParamsSchema = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{24}$' }),
});
export type DirectUploadParams = Static<typeof DirectUploadParamsSchema>;

/** The checked object: its final key (what entities keep), a display link, real type and size. */
export const CompletedUploadSchema = Type.Object({
  key: Type.String(),
  url: Type.String(),
  type: Type.String(),
  size: Type.Integer(),
});
export type CompletedUpload = Static<typeof CompletedUploadSchema>;

/** POST /s3/uploads/{id}/complete: `key` and `url` at top level too, like the base64 calls. */
export const CompleteUploadResponseSchema = StoredFileEnvelope(CompletedUploadSchema);
export type CompleteUploadResponse = Static<typeof CompleteUploadResponseSchema>;

/** PUT /s3/files/{key}: the local-disk upload link's query; the signature is the capability. */
export const SignedPutQuerySchema = Type.Object({
  expires: Type.String({ maxLength: 20 }),
  type: Type.String({ maxLength: 255 }),
  size: Type.String({ maxLength: 20 }),
  signature: Type.String({ maxLength: 128 }),
});
export type SignedPutQuery = Static<typeof SignedPutQuerySchema>;

/** PUT /s3/files/{key}'s body: the file itself, of the type the link was signed for. */
export const SignedPutBodySchema = Type.Unsafe<unknown>({
  description: 'The file itself, as the declared type (the Content-Type the link was signed for).',
  format: 'binary',
});

/** PUT /s3/files/{key}: the bytes are stored (checked later by the completion call). */
export const SignedPutResponseSchema = Type.Object({ success: Type.Literal(true) });
export type SignedPutResponse = Static<typeof SignedPutResponseSchema>;
