import {
  accountTypeLabels,
  accountTypes,
  roleOptions,
  type AccountType,
  type Role,
} from '@drops/contracts';
import { Button, CheckboxGroup, FormAlert, RadioGroup, Stack, TextField } from '@drops/ui';
import { useCheckedSubmit } from '../../../lib/use-checked-submit';
import { shellMessages } from '../../../messages';
import type { RegistrationDraft, RegistrationSecrets } from '../registration-draft';
import type { ServerRefusal } from '../server-errors';
import { validateAccountStep, type AccountField } from '../validation';

export interface AccountFormProps {
  draft: RegistrationDraft;
  secrets: RegistrationSecrets;
  onDraftChange: (draft: RegistrationDraft) => void;
  onSecretsChange: (secrets: RegistrationSecrets) => void;
  /** The server's check of step 1; resolves with its refusal, or nothing when accepted. */
  onSubmit: () => Promise<ServerRefusal<AccountField> | void>;
}

const accountChoices = accountTypes.map((type) => ({
  value: type,
  label: accountTypeLabels[type],
  description: shellMessages.accountTypeDescriptions[type],
}));

/** Sign-up step 1: account type, roles, username, email, password, confirmation. */
export function AccountForm({
  draft,
  secrets,
  onDraftChange,
  onSecretsChange,
  onSubmit,
}: AccountFormProps) {
  const { errors, formError, busy, submit, revalidate } = useCheckedSubmit(
    () => validateAccountStep(draft, secrets),
    onSubmit,
  );
  const changeDraft = (changes: Partial<RegistrationDraft>) => {
    const next = { ...draft, ...changes };
    onDraftChange(next);
    revalidate(() => validateAccountStep(next, secrets));
  };
  const changeSecrets = (changes: Partial<RegistrationSecrets>) => {
    const next = { ...secrets, ...changes };
    onSecretsChange(next);
    revalidate(() => validateAccountStep(draft, next));
  };

  return (
    <form noValidate onSubmit={submit} aria-label={shellMessages.signUpTitle}>
      <Stack $gap={5}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <RadioGroup<AccountType>
          legend={shellMessages.accountType}
          name="accountType"
          choices={accountChoices}
          value={draft.accountType}
          error={errors.accountType}
          onChange={(accountType) => changeDraft({ accountType })}
        />
        <CheckboxGroup<Role>
          legend={shellMessages.roles}
          hint={shellMessages.rolesHint}
          name="role"
          choices={roleOptions}
          values={draft.role}
          error={errors.role}
          onChange={(role) => changeDraft({ role })}
        />
        {draft.role.includes('somethingElse') ? (
          <TextField
            label={shellMessages.somethingElse}
            name="somethingElseText"
            value={draft.somethingElseText}
            error={errors.somethingElseText}
            onChange={(event) => changeDraft({ somethingElseText: event.target.value })}
          />
        ) : null}
        <TextField
          label={shellMessages.username}
          name="username"
          autoComplete="username"
          value={draft.username}
          error={errors.username}
          onChange={(event) => changeDraft({ username: event.target.value })}
        />
        <TextField
          label={shellMessages.email}
          name="email"
          type="email"
          autoComplete="email"
          value={draft.email}
          error={errors.email}
          onChange={(event) => changeDraft({ email: event.target.value })}
        />
        <TextField
          label={shellMessages.password}
          name="password"
          type="password"
          autoComplete="new-password"
          value={secrets.password}
          error={errors.password}
          onChange={(event) => changeSecrets({ password: event.target.value })}
        />
        <TextField
          label={shellMessages.confirmPassword}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={secrets.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => changeSecrets({ confirmPassword: event.target.value })}
        />
        <Button type="submit" $fullWidth disabled={busy}>
          {busy ? shellMessages.checking : shellMessages.next}
        </Button>
      </Stack>
    </form>
  );
}
