import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMessages, validationMessages } from '@drops/contracts';
import { AdminLoginForm } from '../src/features/admin-access/components/admin-login-form';
import { renderScreen } from './render';

describe('administrator login (spec sections 5 and 6)', () => {
  it('needs both fields: "Please fill in all fields"', async () => {
    const onSubmit = jest.fn();
    renderScreen(<AdminLoginForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'admin@drops.test');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    expect(screen.getByRole('alert')).toHaveTextContent(validationMessages.adminFieldsRequired);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the refusal, e.g. for a user without admin permissions', async () => {
    renderScreen(<AdminLoginForm onSubmit={async () => adminMessages.accessDenied} />);
    await userEvent.type(screen.getByLabelText('Email'), 'seller@drops.test');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever-123');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Access denied. Admin permissions required.',
      ),
    );
  });
});
