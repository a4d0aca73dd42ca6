import type { ServerRefusal } from '@drops/api-client';
import { accountTypeLabels, accountTypes, type AccountType } from '@drops/contracts';
import {
  CheckedForm,
  RadioGroup,
  RolesField,
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
  const form = useCheckedSubmit(() => validateAccountStep(draft, secrets), onSubmit);
  const changeDraft = (changes: Partial<RegistrationDraft>) => {
    const next = { ...draft, ...changes };
    onDraftChange(next);
    form.revalidate(() => validateAccountStep(next, secrets));
  };
  const changeRoles = (role: RegistrationDraft['role']) => {
    const next = { ...draft, role };
    changeDraft({ role });
    // As on Edit Profile: a fourth role, or none, is told at once rather than on NEXT.
    form.setErrors((current) => ({ ...current, role: validateAccountStep(next, secrets).role }));
  };
  const changeSecrets = (changes: Partial<RegistrationSecrets>) => {
    const next = { ...secrets, ...changes };
    onSecretsChange(next);
    form.revalidate(() => validateAccountStep(draft, next));
  };
  const bindDraft = textBinder(draft, form.errors, changeDraft);
  const bindSecret = textBinder(secrets, form.errors, changeSecrets);

  return (
    <CheckedForm
      label={shellMessages.signUpTitle}
      form={form}
      submitLabel={form.busy ? shellMessages.checking : shellMessages.next}
      gap={5}
    >
      <RadioGroup<AccountType>
        legend={shellMessages.accountType}
        name="accountType"
        choices={accountChoices}
        value={draft.accountType}
        error={form.errors.accountType}
        onChange={(accountType) => changeDraft({ accountType })}
      />
      <RolesField
        legend={shellMessages.roles}
        hint={shellMessages.rolesHint}
        somethingElseLabel={shellMessages.somethingElse}
        name="role"
        roles={draft.role}
        rolesError={form.errors.role}
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
    </CheckedForm>
  );
}
