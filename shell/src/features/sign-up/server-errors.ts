import { isApiError } from '@drops/api-client';
import { networkMessages, validationMessages } from '@drops/contracts';
import type { FieldErrors } from '@drops/forms';

export interface ServerRefusal<Field extends string> {
  message: string;
  fieldErrors: FieldErrors<Field>;
}

/**
 * Turns a failed sign-up call into what the form shows: the server's field errors under
 * "Please fix the validation errors below", its message, the network message, or `fallback`.
 */
export function refusalOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  fallback: string,
): ServerRefusal<Field> {
  if (!isApiError(error)) return { message: fallback, fieldErrors: {} };
  if (error.kind === 'network') return { message: networkMessages.networkError, fieldErrors: {} };
  if (error.kind === 'validation') {
    const fieldErrors: FieldErrors<Field> = {};
    const other: string[] = [];
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      if ((fields as readonly string[]).includes(field)) fieldErrors[field as Field] = message;
      else other.push(message);
    }
    // Errors on fields this step does not show are listed in the alert instead.
    const message = other.length
      ? `${validationMessages.fixValidationErrors}: ${other.join(' ')}`
      : validationMessages.fixValidationErrors;
    return { message, fieldErrors };
  }
  return { message: error.message || fallback, fieldErrors: {} };
}
