import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, refusalOf, type ServerRefusal } from '@drops/api-client';
import { sellerMessages, validationMessages } from '@drops/contracts';
import { AccountForm } from '../src/features/sign-up/components/account-form';
import {
  emptyDraft,
  emptySecrets,
  type RegistrationDraft,
  type RegistrationSecrets,
} from '../src/features/sign-up/registration-draft';
import type { AccountField } from '../src/features/sign-up/validation';
import { renderScreen } from './render';

function Harness({ onSubmit }: { onSubmit: () => Promise<ServerRefusal<AccountField> | void> }) {
  const [draft, setDraft] = useState<RegistrationDraft>(emptyDraft);
  const [secrets, setSecrets] = useState<RegistrationSecrets>(emptySecrets);
  return (
    <AccountForm
      draft={draft}
      secrets={secrets}
      onDraftChange={setDraft}
      onSecretsChange={setSecrets}
      onSubmit={onSubmit}
    />
  );
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'NEXT' }));

describe('sign-up step 1 (spec section 5)', () => {
  it('shows every client message verbatim on an empty form', async () => {
    const onSubmit = jest.fn();
    renderScreen(<Harness onSubmit={onSubmit} />);
    await next();
    expect(screen.getByText(validationMessages.roleRequired)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks lengths, email shape and the confirmation', async () => {
    renderScreen(<Harness onSubmit={jest.fn()} />);
    await userEvent.click(screen.getByLabelText('Creator / Artist'));
    await userEvent.type(screen.getByLabelText('Username'), 'ab');
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await next();
    expect(screen.getByText(validationMessages.usernameTooShort)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.queryByText(validationMessages.roleRequired)).not.toBeInTheDocument();
  });

  it('tells at once that three roles at most can be chosen, as Edit Profile does', async () => {
    const onSubmit = jest.fn();
    renderScreen(<Harness onSubmit={onSubmit} />);
    for (const label of ['Creator / Artist', 'Brand / Designer', 'Collector / Archivist']) {
      await userEvent.click(screen.getByLabelText(label));
    }
    expect(screen.queryByText(validationMessages.rolesMax)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Cultural Curator'));
    // Before NEXT: the fourth tick is answered straight away.
    expect(screen.getByText(validationMessages.rolesMax)).toBeInTheDocument();
    await next();
    expect(screen.getByText(validationMessages.rolesMax)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Creator / Artist'));
    expect(screen.queryByText(validationMessages.rolesMax)).not.toBeInTheDocument();
  });

  it('offers the open text field for Something Else', async () => {
    renderScreen(<Harness onSubmit={jest.fn()} />);
    expect(screen.queryByLabelText('Tell us what you do')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Something Else'));
    expect(screen.getByLabelText('Tell us what you do')).toBeInTheDocument();
  });

  it('shows the server field errors under "Please fix the validation errors below"', async () => {
    const serverError = new ApiError('validation', 'This email is already registered', {
      status: 400,
      fieldErrors: {
        email: 'This email is already registered',
        username: 'This username is already taken',
      },
    });
    renderScreen(
      <Harness
        onSubmit={async () =>
          refusalOf(serverError, ['email', 'username'], sellerMessages.validationError)
        }
      />,
    );
    await userEvent.click(screen.getByLabelText('Collector / Archivist'));
    await userEvent.type(screen.getByLabelText('Username'), 'taken_name');
    await userEvent.type(screen.getByLabelText('Email'), 'taken@drops.test');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough');
    await next();

    const form = screen.getByRole('form');
    await waitFor(() =>
      expect(within(form).getAllByRole('alert')[0]).toHaveTextContent(
        validationMessages.fixValidationErrors,
      ),
    );
    expect(screen.getByText('This email is already registered')).toBeInTheDocument();
    expect(screen.getByText('This username is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to "An error occurred during validation"', () => {
    expect(refusalOf(new Error('boom'), ['email'], sellerMessages.validationError).message).toBe(
      sellerMessages.validationError,
    );
  });
});
