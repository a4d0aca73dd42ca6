import { ErrorBodySchema, serverMessages, uploadMessages } from '@drops/contracts';
import {
  DomainError,
  ForbiddenError,
  NotFoundError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '@drops/service-kit';

/**
 * Upload failures as the error body carries them: `error` is the reason, `errors[field]` too,
 * `field` being `file` or `files.<index>` so the form can tell which file failed.
 */
export const fileTypeNotAllowed = (field: string) =>
  new DomainError(415, serverMessages.fileTypeNotAllowed, 'FILE_TYPE_NOT_ALLOWED', {
    [field]: serverMessages.fileTypeNotAllowed,
  });

export const fileTooLarge = (field: string) =>
  new DomainError(413, serverMessages.fileTooLarge, 'FILE_TOO_LARGE', {
    [field]: serverMessages.fileTooLarge,
  });

export const fileDataInvalid = (field: string) =>
  new ValidationError({ [field]: serverMessages.fileDataInvalid });

export const fileSizeMismatch = (field: string) =>
  new ValidationError({ [field]: serverMessages.fileSizeMismatch });

export const malformedBody = () =>
  new ValidationError(
    { file: serverMessages.invalidRequestBody },
    serverMessages.invalidRequestBody,
  );

export const notJson = () => new UnsupportedMediaTypeError(serverMessages.invalidRequestBody);

export const fileMissing = () => new ValidationError({ file: 'file is required' });

export const unexpectedFileField = (field: string) =>
  new ValidationError({ [field]: serverMessages.unknownField });

/** The storage failed: the spec's upload message of that kind, e.g. "Failed to upload image". */
export const uploadFailed = (message: string) => new DomainError(503, message, 'UPLOAD_FAILED');

export const storageKeyInvalid = () =>
  new DomainError(400, serverMessages.imageKeyInvalid, 'INVALID_KEY', {
    key: serverMessages.imageKeyInvalid,
  });

/** The spec's signed-link failure: the client shows FILE_NOT_FOUND on a 404. */
export const fileNotFound = () =>
  new NotFoundError(uploadMessages.fileNotFound, uploadMessages.fileNotFound);

export const mediaUrlFailed = () =>
  new DomainError(503, uploadMessages.mediaUrlFailed, 'MEDIA_URL_FAILED');

export const linkExpired = () => new ForbiddenError(serverMessages.forbidden, 'LINK_EXPIRED');
export const linkInvalid = () => new ForbiddenError(serverMessages.forbidden, 'INVALID_SIGNATURE');

/** A direct upload's id unknown, or someone else's. */
export const uploadNotFound = () =>
  new NotFoundError(serverMessages.uploadNotFound, 'UPLOAD_NOT_FOUND');

/** The error answers every upload route may give (direct uploads add 403 and 404). */
export const uploadErrorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
};
