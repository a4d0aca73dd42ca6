import type { FormEvent } from 'react';
import { AdminInviteBodySchema, adminAccountMessages } from '@drops/contracts';
import { validateWithSchema } from '@drops/forms';
import { Button, TextField, useSingleTextField } from '@drops/ui';
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
  const email = useSingleTextField();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.value.trim();
    // The contract's rule and words, as the server checks them.
    const invalid = validateWithSchema<'email'>(AdminInviteBodySchema, { email: address }).email;
    if (invalid) {
      email.refuse(invalid);
      return;
    }
    const outcome = await onInvite(address);
    if (outcome.ok) email.setValue('');
    else email.refuse(outcome.fieldError);
  };

  return (
    <InviteForm noValidate onSubmit={submit} aria-label={adminAccountMessages.inviteTitle}>
      <TextField
        {...email.field}
        label={adminAccountMessages.inviteTitle}
        name="email"
        type="email"
        autoComplete="off"
        placeholder={adminAccountMessages.emailLabel}
        error={email.error}
        maxLength={254}
      />
      <Button type="submit" disabled={busy}>
        {adminAccountMessages.inviteSubmit}
      </Button>
    </InviteForm>
  );
}
