import { useRef, useState, type FormEvent } from 'react';
import { AdminInviteBodySchema, adminAccountMessages } from '@drops/contracts';
import { validateWithSchema } from '@drops/forms';
import { Button, TextField } from '@drops/ui';
import type { InviteOutcome } from '../api/administrator-changes';
import { InviteForm } from './administrators-page.styles';

/** "Invite an administrator": an email, sent on Enter or the button; errors on the field. */
export function InviteAdministratorForm({
  busy,
  onInvite,
}: {
  busy: boolean;
  onInvite: (email: string) => Promise<InviteOutcome>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    // The contract's rule and words, as the server checks them.
    const invalid = validateWithSchema<'email'>(AdminInviteBodySchema, { email: address }).email;
    if (invalid) {
      setError(invalid);
      input.current?.focus();
      return;
    }
    const outcome = await onInvite(address);
    if (outcome.ok) {
      setEmail('');
      return;
    }
    setError(outcome.fieldError);
    if (outcome.fieldError) input.current?.focus();
  };

  return (
    <InviteForm noValidate onSubmit={submit} aria-label={adminAccountMessages.inviteTitle}>
      <TextField
        ref={input}
        label={adminAccountMessages.inviteTitle}
        name="email"
        type="email"
        autoComplete="off"
        placeholder={adminAccountMessages.emailLabel}
        value={email}
        error={error}
        maxLength={254}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" disabled={busy}>
        {adminAccountMessages.inviteSubmit}
      </Button>
    </InviteForm>
  );
}
