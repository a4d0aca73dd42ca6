import { limits, serverMessages, validationMessages } from '@drops/contracts';
import type { FieldErrors } from '@drops/service-kit';

/** A collection name trimmed, and the case-insensitive key that keeps names unique per seller. */
export function collectionNameOf(raw: string): {
  name: string;
  key: string;
  errors: FieldErrors;
} {
  const name = raw.trim();
  const errors: FieldErrors = {};
  if (name === '') errors.collectionName = validationMessages.collectionNameRequired;
  else if ([...name].length > limits.collectionNameMax)
    errors.collectionName = serverMessages.collectionNameTooLong;
  return { name, key: name.toLowerCase(), errors };
}
