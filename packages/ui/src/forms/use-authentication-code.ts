import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { adminAccountMessages } from '@drops/contracts';

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
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      refuse(adminAccountMessages.codeRequired);
      return;
    }
    setBusy(true);
    const refusal = await send(code.trim());
    setBusy(false);
    if (refusal) {
      if (clearRefused) setCode('');
      refuse(refusal);
    }
  };

  const field = {
    ref: input,
    label: adminAccountMessages.codeLabel,
    name: 'code',
    autoComplete: 'one-time-code',
    maxLength: 32,
    value: code,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setCode(event.target.value);
      setError(undefined);
    },
  };

  return { error, busy, submit, field };
}
