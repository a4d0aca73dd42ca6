import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  Avatar,
  Button,
  CheckboxGroup,
  Dialog,
  ErrorState,
  LoadingState,
  TextAreaField,
  TextField,
  UiProvider,
  avatarInitial,
} from '../src';

const renderUi = (element: React.ReactElement) => render(<UiProvider>{element}</UiProvider>);

describe('form fields', () => {
  it('label every control and describe it with its hint and error', () => {
    renderUi(
      <TextField
        label="Email"
        hint="We never share it"
        error="Email is required"
        value=""
        onChange={() => undefined}
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Email is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  });

  it('mark a control invalid without a message when the reason is said elsewhere', () => {
    renderUi(<TextField label="Name" invalid value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('count the characters of a text area', () => {
    renderUi(
      <TextAreaField label="Bio" value="hello" counterMax={240} onChange={() => undefined} />,
    );
    expect(screen.getByText('5/240')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAccessibleDescription('5/240');
  });

  it('toggle checkboxes with the keyboard', async () => {
    function Roles() {
      const [values, setValues] = useState<string[]>([]);
      return (
        <CheckboxGroup
          legend="Roles"
          name="role"
          choices={[
            { value: 'a', label: 'Alpha' },
            { value: 'b', label: 'Beta' },
          ]}
          values={values}
          onChange={setValues}
        />
      );
    }
    renderUi(<Roles />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('Alpha')).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByLabelText('Beta')).toBeChecked();
    expect(screen.getByRole('group', { name: 'Roles' })).toBeInTheDocument();
  });
});

describe('states', () => {
  it('announce loading politely and errors with a retry', async () => {
    const retry = jest.fn();
    renderUi(
      <>
        <LoadingState>Loading drops...</LoadingState>
        <ErrorState message="Error: Failed to fetch products" onRetry={retry} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading drops...');
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to fetch products');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });
});

describe('buttons and dialogs', () => {
  it('a button never submits by accident', () => {
    renderUi(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });

  it('a dialog is labelled by its title', () => {
    renderUi(
      <Dialog open title="Apply to sell" onClose={() => undefined} actions={<Button>OK</Button>}>
        Body
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Apply to sell' })).toBeInTheDocument();
  });

  it('a closed dialog holds nothing; an open one leaves the page behind it readable', () => {
    const page = (open: boolean) => (
      <UiProvider>
        <main>
          <h1>Welcome</h1>
        </main>
        <Dialog
          open={open}
          title="You're in!"
          onClose={() => undefined}
          actions={<Button>Add</Button>}
        >
          Body
        </Dialog>
      </UiProvider>
    );
    const { rerender } = render(page(false));
    expect(screen.queryByText("You're in!")).not.toBeInTheDocument();
    expect(screen.queryByText('Add')).not.toBeInTheDocument();

    rerender(page(true));
    expect(screen.getByRole('dialog', { name: "You're in!" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();

    rerender(page(false));
    expect(screen.queryByText("You're in!")).not.toBeInTheDocument();
  });
});

describe('avatar', () => {
  it('falls back to the first letter of the username, or U', () => {
    expect(avatarInitial('maker')).toBe('M');
    expect(avatarInitial('')).toBe('U');
    expect(avatarInitial(undefined)).toBe('U');
    renderUi(<Avatar username="zoe" />);
    // Drawn from the attribute, not written as text (issue 27: label in name).
    expect(screen.getByTestId('avatar')).toHaveAttribute('data-initial', 'Z');
    expect(screen.getByTestId('avatar')).toHaveTextContent('');
  });

  it('draws no letter over a picture', () => {
    renderUi(<Avatar username="zoe" src="https://media.example/zoe.png" />);
    expect(screen.getByTestId('avatar')).not.toHaveAttribute('data-initial');
    expect(screen.getByTestId('avatar').querySelector('img')).not.toBeNull();
  });
});
