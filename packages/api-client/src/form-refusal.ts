import { networkMessages, validationMessages } from '@drops/contracts';
import { isApiError } from './errors';

export interface ServerRefusal<Field extends string> {
  message: string;
  fieldErrors: Partial<Record<Field, string>>;
}

/**
 * Turns a failed form call into what the form shows: the server's field errors under
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
    const fieldErrors: Partial<Record<Field, string>> = {};
    const other: string[] = [];
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      if ((fields as readonly string[]).includes(field)) fieldErrors[field as Field] = message;
      else other.push(message);
    }
    // Errors on fields the form does not show are listed in the alert instead.
    const message = other.length
      ? `${validationMessages.fixValidationErrors}: ${other.join(' ')}`
      : validationMessages.fixValidationErrors;
    return { message, fieldErrors };
  }
  return { message: error.message || fallback, fieldErrors: {} };
}
