import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@drops/contracts';
import { SignInForm } from '../src/features/sign-in/components/sign-in-form';
import { renderScreen } from './render';

describe('sign-in form (spec section 5)', () => {
  it('asks for both fields, announced and marked invalid', async () => {
    const onSubmit = jest.fn();
    renderScreen(<SignInForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));

    expect(screen.getByText(validationMessages.emailRequired)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(validationMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      validationMessages.emailRequired,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants an email-shaped email', async () => {
    renderScreen(<SignInForm onSubmit={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(screen.getByText(validationMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.queryByText(validationMessages.passwordRequired)).not.toBeInTheDocument();
  });

  it('clears an error as soon as the field is fixed', async () => {
    renderScreen(<SignInForm onSubmit={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText(validationMessages.passwordRequired)).not.toBeInTheDocument();
  });

  it('sends trimmed values and shows the server refusal', async () => {
    const onSubmit = jest.fn().mockResolvedValue({ message: 'Login failed', fieldErrors: {} });
    renderScreen(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), '  seller@drops.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'pass word');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'seller@drops.test', password: 'pass word' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
  });

  it('is usable with the keyboard alone', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderScreen(<SignInForm onSubmit={onSubmit} />);
    await userEvent.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.keyboard('a@b.co');
    await userEvent.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await userEvent.keyboard('pw');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
