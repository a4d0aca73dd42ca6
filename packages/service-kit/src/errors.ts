import { serverMessages } from '@drops/contracts';

export type FieldErrors = Record<string, string>;

/** A failure the client can act on. The error handler turns it into the error body. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly fieldErrors?: FieldErrors,
    /** More of the error body beside `error` and `errors` (a rejected seller's review). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  /** `error` is the first field's message unless given. */
  constructor(fieldErrors: FieldErrors, message?: string) {
    super(
      400,
      message ?? Object.values(fieldErrors)[0] ?? serverMessages.validationFailed,
      'VALIDATION_ERROR',
      fieldErrors,
    );
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message: string = serverMessages.unauthorized, code = 'UNAUTHORIZED') {
    super(401, message, code);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string = serverMessages.forbidden, code = 'FORBIDDEN') {
    super(403, message, code);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string = serverMessages.notFound, code = 'NOT_FOUND') {
    super(404, message, code);
  }
}

/** What a lookup found, or the 404 `notFound` makes: a route's "that one, or not found". */
export async function foundOr404<T>(
  lookup: Promise<T | null>,
  notFound: () => NotFoundError,
): Promise<T> {
  const found = await lookup;
  if (found === null) throw notFound();
  return found;
}

export class ConflictError extends DomainError {
  constructor(message: string, fieldErrors?: FieldErrors) {
    super(409, message, 'CONFLICT', fieldErrors);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message: string = serverMessages.payloadTooLarge) {
    super(413, message, 'PAYLOAD_TOO_LARGE');
  }
}

export class UnsupportedMediaTypeError extends DomainError {
  constructor(message: string = serverMessages.fileTypeNotAllowed) {
    super(415, message, 'UNSUPPORTED_MEDIA_TYPE');
  }
}
