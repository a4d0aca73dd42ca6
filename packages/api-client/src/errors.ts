import { networkMessages } from '@drops/contracts';

/**
 * The three kinds of failure the screens tell apart (spec section 8): validation (the server's
 * per-field messages, shown on the fields), general (the server's message) and network (no
 * usable answer: refused, timed out or unreadable).
 */
export type ApiErrorKind = 'validation' | 'general' | 'network';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; absent for network errors. */
  readonly status?: number;
  /** The server's error code (e.g. FILE_NOT_FOUND), when it sent one. */
  readonly code?: string;
  /** Field name to message; filled for validation errors only. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The whole error body, for what a call adds beside the usual fields (e.g. a refusal's `review`). */
  readonly body?: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: {
      status?: number;
      code?: string;
      fieldErrors?: Record<string, string>;
      body?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.fieldErrors = details.fieldErrors ?? {};
    this.body = details.body;
  }
}

export function networkError(cause: unknown): ApiError {
  return new ApiError('network', networkMessages.networkError, { cause });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message a screen shows for an error, or `fallback` when the error says nothing useful. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message || fallback;
  return fallback;
}
