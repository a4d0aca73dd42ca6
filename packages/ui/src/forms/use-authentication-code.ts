import { useState, type FormEvent } from 'react';
import { adminAccountMessages } from '@drops/contracts';
import { useSingleTextField } from './use-single-text-field';

export interface AuthenticationCodeOptions {
  /** Empties the field after a refusal (the sign-in, where a recovery code is used up). */
  clearRefused?: boolean;
}

/**
 * The second factor's "Authentication code" (the sign-in's step and an administrator's setup): a
 * blank code is refused here, a code the server refuses shows its reason, and either way focus
 * goes back to the field. `field` goes to the TextField as it is; typing clears the error.
 */
export function useAuthenticationCode(
  send: (code: string) => Promise<string | void>,
  { clearRefused = false }: AuthenticationCodeOptions = {},
) {
  const code = useSingleTextField();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.value.trim() === '') {
      code.refuse(adminAccountMessages.codeRequired);
      return;
    }
    setBusy(true);
    const refusal = await send(code.value.trim());
    setBusy(false);
    if (refusal) {
      if (clearRefused) code.setValue('');
      code.refuse(refusal);
    }
  };

  const field = {
    ...code.field,
    label: adminAccountMessages.codeLabel,
    name: 'code',
    autoComplete: 'one-time-code',
    maxLength: 32,
  };

  return { error: code.error, busy, submit, field };
}
