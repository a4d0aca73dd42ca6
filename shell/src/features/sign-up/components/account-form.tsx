import type { ServerRefusal } from '@drops/api-client';
import { accountTypeLabels, accountTypes, type AccountType } from '@drops/contracts';
import {
  Button,
  FormAlert,
  RadioGroup,
  RolesField,
  Stack,
  TextField,
  textBinder,
  useCheckedSubmit,
} from '@drops/ui';
import { CredentialField } from '../../../app/credential-field';
import { shellMessages } from '../../../messages';
import type { RegistrationDraft, RegistrationSecrets } from '../registration-draft';
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
  const { errors, setErrors, formError, busy, submit, revalidate } = useCheckedSubmit(
    () => validateAccountStep(draft, secrets),
    onSubmit,
  );
  const changeDraft = (changes: Partial<RegistrationDraft>) => {
    const next = { ...draft, ...changes };
    onDraftChange(next);
    revalidate(() => validateAccountStep(next, secrets));
  };
  const changeRoles = (role: RegistrationDraft['role']) => {
    const next = { ...draft, role };
    changeDraft({ role });
    // As on Edit Profile: a fourth role, or none, is told at once rather than on NEXT.
    setErrors((current) => ({ ...current, role: validateAccountStep(next, secrets).role }));
  };
  const changeSecrets = (changes: Partial<RegistrationSecrets>) => {
    const next = { ...secrets, ...changes };
    onSecretsChange(next);
    revalidate(() => validateAccountStep(draft, next));
  };
  const bindDraft = textBinder(draft, errors, changeDraft);
  const bindSecret = textBinder(secrets, errors, changeSecrets);

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
        <RolesField
          legend={shellMessages.roles}
          hint={shellMessages.rolesHint}
          somethingElseLabel={shellMessages.somethingElse}
          name="role"
          roles={draft.role}
          rolesError={errors.role}
          onRolesChange={changeRoles}
          somethingElse={bindDraft('somethingElseText')}
        />
        <TextField
          label={shellMessages.username}
          name="username"
          autoComplete="username"
          {...bindDraft('username')}
        />
        <CredentialField field="email" autoComplete="email" {...bindDraft('email')} />
        <CredentialField field="password" autoComplete="new-password" {...bindSecret('password')} />
        <CredentialField
          field="confirmPassword"
          autoComplete="new-password"
          {...bindSecret('confirmPassword')}
        />
        <Button type="submit" $fullWidth disabled={busy}>
          {busy ? shellMessages.checking : shellMessages.next}
        </Button>
      </Stack>
    </form>
  );
}
