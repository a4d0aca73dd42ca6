import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@drops/api-client';
import { validationMessages } from '@drops/contracts';
import { MediaProvider } from '@drops/media';
import { IdentityForm } from '../src/features/sign-up/components/identity-form';
import { emptyDraft, type RegistrationDraft } from '../src/features/sign-up/registration-draft';
import { renderScreen } from './render';

type Upload = Parameters<typeof IdentityForm>[0]['onUpload'];

function Harness({
  onUpload,
  onSubmit,
  initial = emptyDraft,
}: {
  onUpload: Upload;
  onSubmit: () => Promise<void>;
  initial?: RegistrationDraft;
}) {
  const [draft, setDraft] = useState<RegistrationDraft>(initial);
  return (
    <MediaProvider client={createApiClient({ baseUrl: 'http://127.0.0.1:9/api/v1' })}>
      <IdentityForm
        draft={draft}
        onDraftChange={setDraft}
        onUpload={onUpload}
        onBack={jest.fn()}
        onSubmit={onSubmit}
      />
    </MediaProvider>
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'COMPLETE SIGN UP' }));

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

describe('sign-up step 2, Identity & Persona (spec section 5)', () => {
  it('defaults the country to United States and lists two-letter codes', () => {
    renderScreen(<Harness onUpload={jest.fn()} onSubmit={jest.fn()} />);
    const country = screen.getByLabelText('Country/Region') as HTMLSelectElement;
    expect(country.value).toBe('US');
    expect(screen.getByRole('option', { name: 'United States' })).toBeInTheDocument();
    // Named by the country, valued by its code.
    expect(screen.getByRole('option', { name: 'United Kingdom' })).toHaveAttribute('value', 'GB');
  });

  it('requires the image, the country and the bio', async () => {
    const onSubmit = jest.fn();
    renderScreen(<Harness onUpload={jest.fn()} onSubmit={onSubmit} />);
    await userEvent.selectOptions(screen.getByLabelText('Country/Region'), '');
    await submit();
    expect(screen.getByText(validationMessages.profileImageRequired)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.countryRequired)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.bioRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts the bio out of 240 and refuses more', async () => {
    renderScreen(
      <Harness
        onUpload={jest.fn()}
        onSubmit={jest.fn()}
        initial={{ ...emptyDraft, bio: 'x'.repeat(241) }}
      />,
    );
    expect(screen.getByText('241/240')).toBeInTheDocument();
    await submit();
    expect(screen.getByText(validationMessages.bioTooLong)).toBeInTheDocument();
  });

  it('accepts no link, refuses a malformed one', async () => {
    renderScreen(
      <Harness
        onUpload={jest.fn()}
        onSubmit={jest.fn()}
        initial={{
          ...emptyDraft,
          bio: 'Hi',
          profileImage: 'seller-profiles/a.png',
          portfolioLink: 'not a link',
        }}
      />,
    );
    await submit();
    expect(screen.getByText(validationMessages.urlInvalid)).toBeInTheDocument();
  });

  it('uploads the chosen picture, previews it and submits with its key', async () => {
    const onUpload = jest
      .fn<ReturnType<Upload>, Parameters<Upload>>()
      .mockResolvedValue({ ok: true, key: 'seller-profiles/new.png' });
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderScreen(
      <Harness onUpload={onUpload} onSubmit={onSubmit} initial={{ ...emptyDraft, bio: 'Hello' }} />,
    );
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Profile image'), file);
    expect(onUpload).toHaveBeenCalledWith(file);
    expect(screen.getByRole('img', { name: 'Profile image preview' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'COMPLETE SIGN UP' })).toBeEnabled(),
    );
    await submit();
    expect(onSubmit).toHaveBeenCalled();
  });

  it('shows the upload failure with its reason', async () => {
    const onUpload: Upload = async () => ({
      ok: false,
      message: 'Failed to upload profile image: File is too large',
    });
    renderScreen(<Harness onUpload={onUpload} onSubmit={jest.fn()} />);
    await userEvent.upload(
      screen.getByLabelText('Profile image'),
      new File(['x'], 'big.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('Failed to upload profile image: File is too large'),
    ).toBeInTheDocument();
  });
});
