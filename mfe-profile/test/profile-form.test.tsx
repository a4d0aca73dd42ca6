import { answerScreenWidth } from '@drops/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerRefusal } from '@drops/api-client';
import type { UploadResult } from '@drops/media';
import { ProfileForm } from '../src/features/edit-profile/components/profile-form';
import type { ProfileDraft, ProfileField } from '../src/features/edit-profile/profile-draft';
import { validDraft } from './fixtures';
import { renderScreen } from './render';

type Save = (draft: ProfileDraft) => Promise<ServerRefusal<ProfileField> | void>;

function renderForm({
  initial = validDraft,
  onSave = jest.fn<ReturnType<Save>, Parameters<Save>>().mockResolvedValue(undefined),
  onUpload = jest.fn().mockResolvedValue({ ok: true, key: 'seller-profiles/x/new.png' }),
  onCancel = jest.fn(),
}: {
  initial?: ProfileDraft;
  onSave?: Save;
  onUpload?: (kind: 'profile' | 'moodboard', file: File) => Promise<UploadResult>;
  onCancel?: () => void;
} = {}) {
  renderScreen(
    <ProfileForm initial={initial} onSave={onSave} onUpload={onUpload} onCancel={onCancel} />,
  );
  return { onSave, onUpload, onCancel };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'SAVE PROFILE' }));
const field = (label: string) => screen.getByLabelText(label);

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

describe('edit profile form', () => {
  it('shows the three sections filled from the profile, the email read-only', () => {
    renderForm();
    for (const title of ['Main Information', 'Profile Image', 'Additional Information'])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(field('Username')).toHaveValue('maker_one');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Full name')).toHaveValue('Maker One');
    expect(screen.getByRole('checkbox', { name: 'Creator / Artist' })).toBeChecked();
    expect(field('Country/Region')).toHaveValue('GB');
    expect(screen.getByRole('option', { name: 'United States' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Private Profile' })).not.toBeChecked();
    expect(field('Moodboard image')).toBeInTheDocument();
  });

  it('counts the short bio out of 240', async () => {
    renderForm({ initial: { ...validDraft, bio: '' } });
    expect(screen.getByText('0/240')).toBeInTheDocument();
    await userEvent.type(field('Short Bio'), 'Hello');
    expect(screen.getByText('5/240')).toBeInTheDocument();
  });

  it('shows every message of spec section 5 and focuses the first field in error', async () => {
    const { onSave } = renderForm({
      initial: {
        ...validDraft,
        username: 'ab',
        roles: [],
        country: '',
        bio: 'x'.repeat(241),
        portfolioLink: 'nope',
        vision: 'v'.repeat(241),
      },
    });
    await save();
    for (const message of [
      'Username must be at least 3 characters long',
      'Please select a category',
      'Country/Region is required',
      'Short Bio must be 240 characters or less',
      'Please enter a valid URL',
      'Vibe or Mission must be 240 characters or less',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('241/240')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(field('Username')).toHaveFocus());

    await userEvent.clear(field('Username'));
    await userEvent.clear(field('Short Bio'));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Short Bio is required')).toBeInTheDocument();
  });

  it('moves focus to the roles when they are the first error', async () => {
    renderForm({ initial: { ...validDraft, roles: [] } });
    await save();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Creator / Artist' })).toHaveFocus(),
    );
  });

  it('tells at once that at most 3 roles can be chosen, and refuses to save four', async () => {
    const { onSave } = renderForm();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Brand / Designer' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Collector / Archivist' }));
    expect(screen.queryByText('You can select up to 3 options only.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cultural Curator' }));
    expect(screen.getByText('You can select up to 3 options only.')).toBeInTheDocument();
    await save();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Creator / Artist' }));
    expect(screen.queryByText('You can select up to 3 options only.')).not.toBeInTheDocument();
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ roles: ['brand', 'collector', 'cultural'] }),
      undefined,
    );
  });

  it('opens the Something Else text field only while Something Else is chosen', async () => {
    const { onSave } = renderForm();
    expect(screen.queryByLabelText('Tell us what you do')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Something Else' }));
    await userEvent.type(field('Tell us what you do'), 'Zines');
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ roles: ['creator', 'somethingElse'], somethingElseText: 'Zines' }),
      undefined,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Something Else' }));
    expect(screen.queryByLabelText('Tell us what you do')).not.toBeInTheDocument();
  });

  it('reads SAVING... while saving, and shows the refusal on the form and fields', async () => {
    let answer: (refusal: ServerRefusal<ProfileField>) => void = () => undefined;
    const onSave: Save = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    renderForm({ onSave });
    await userEvent.click(screen.getByRole('switch', { name: 'Private Profile' }));
    await save();
    expect(screen.getByRole('button', { name: 'SAVING...' })).toBeDisabled();
    await act(async () =>
      answer({
        message: 'Please fix the validation errors below',
        fieldErrors: { username: 'This username is already taken' },
      }),
    );
    expect(screen.getByText('Please fix the validation errors below')).toBeInTheDocument();
    expect(screen.getByText('This username is already taken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SAVE PROFILE' })).toBeEnabled();
    await waitFor(() => expect(field('Username')).toHaveFocus());
  });

  it('shows the mail preference on, with what stays mailed, and saves it turned off', async () => {
    const { onSave } = renderForm();
    const mails = screen.getByRole('button', { name: /^Mail me about badges and drops/ });
    expect(screen.getByRole('heading', { name: 'Mail' })).toBeInTheDocument();
    expect(mails).toHaveAttribute('aria-pressed', 'true');
    expect(mails).toHaveAccessibleDescription(/Decisions about your account are always mailed\./);
    // The spec's one switch (Private Profile) and its Email field stay the only ones so named.
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    expect(screen.getAllByLabelText(/email/i)).toHaveLength(1);
    await userEvent.click(mails);
    expect(mails).toHaveAttribute('aria-pressed', 'false');
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ emailNotifications: false }),
      undefined,
    );
  });

  it('finds a time zone by city or offset, the browser’s first, and saves the one chosen (issue 31 item 10)', async () => {
    const { onSave } = renderForm({ initial: { ...validDraft, timeZone: '' } });
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).toHaveValue(`This browser's zone (${browserZone.replace(/_/g, ' ')})`);

    await userEvent.click(zone);
    const list = screen.getByRole('listbox');
    const first = within(list).getAllByRole('option')[0];
    expect(first).toHaveTextContent("This browser's zone");
    // Each zone with its city, offset and name; the legacy Asia/Calcutta reads Kolkata.
    await userEvent.clear(zone);
    await userEvent.type(zone, '+05:30');
    expect(within(list).getByRole('option', { name: /^Kolkata \(UTC\+05:30\)/ })).toHaveTextContent(
      'Asia/Calcutta',
    );
    await userEvent.clear(zone);
    await userEvent.type(zone, 'new york');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect((zone as HTMLInputElement).value).toMatch(/^New York \(UTC-0[45]:00\)$/);
    await userEvent.clear(zone);
    await userEvent.type(zone, 'nowhere at all');
    expect(screen.getByText(/No zone matches/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ timeZone: 'America/New_York' }),
      undefined,
    );
  });

  it('saves the private flag and goes nowhere on CANCEL but through its callback', async () => {
    const { onSave, onCancel } = renderForm();
    await userEvent.click(screen.getByRole('switch', { name: 'Private Profile' }));
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ isPrivateProfile: true }),
      undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('uploads both pictures and saves their keys; no save while an upload runs', async () => {
    let finish: (result: UploadResult) => void = () => undefined;
    const onUpload = jest
      .fn()
      .mockImplementationOnce(
        () =>
          new Promise<UploadResult>((resolve) => {
            finish = resolve;
          }),
      )
      .mockResolvedValueOnce({ ok: true, key: 'seller-moodboards/x/board.png' });
    const { onSave } = renderForm({ onUpload });
    const portrait = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(field('Profile image'), portrait);
    expect(onUpload).toHaveBeenCalledWith('profile', portrait);
    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SAVE PROFILE' })).toBeDisabled();
    await act(async () => finish({ ok: true, key: 'seller-profiles/x/me.png' }));
    expect(screen.getByRole('img', { name: 'Profile image preview' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    const board = new File(['png'], 'board.png', { type: 'image/png' });
    await userEvent.upload(field('Moodboard image'), board);
    expect(onUpload).toHaveBeenLastCalledWith('moodboard', board);
    await waitFor(() => expect(screen.getByRole('button', { name: 'SAVE PROFILE' })).toBeEnabled());
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        profileImage: 'seller-profiles/x/me.png',
        moodboardImage: 'seller-moodboards/x/board.png',
      }),
      undefined,
    );
  });

  it('shows each upload failure with its reason and keeps the stored picture', async () => {
    const onUpload = jest
      .fn()
      .mockResolvedValueOnce({
        ok: false,
        message: 'Failed to upload profile image: This file type is not allowed',
      })
      .mockResolvedValueOnce({
        ok: false,
        message: 'Failed to upload moodboard image: File is too large',
      });
    const { onSave } = renderForm({ onUpload });
    await userEvent.upload(field('Profile image'), new File(['x'], 'a.png', { type: 'image/png' }));
    expect(
      await screen.findByText('Failed to upload profile image: This file type is not allowed'),
    ).toBeInTheDocument();
    await userEvent.upload(
      field('Moodboard image'),
      new File(['x'], 'b.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('Failed to upload moodboard image: File is too large'),
    ).toBeInTheDocument();
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ profileImage: validDraft.profileImage, moodboardImage: '' }),
      undefined,
    );
  });

  it('uploads again when the same file is chosen after a failure', async () => {
    const onUpload = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, message: 'Failed to upload profile image' })
      .mockResolvedValueOnce({ ok: true, key: 'seller-profiles/x/again.png' });
    renderForm({ onUpload });
    const portrait = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(field('Profile image'), portrait);
    expect(await screen.findByText('Failed to upload profile image')).toBeInTheDocument();
    await userEvent.upload(field('Profile image'), portrait);
    await waitFor(() =>
      expect(screen.queryByText('Failed to upload profile image')).not.toBeInTheDocument(),
    );
    expect(onUpload).toHaveBeenCalledTimes(2);
  });
});

describe('the private switch placement', () => {
  it('sits in the top area on small screens', () => {
    const restoreWidth = answerScreenWidth('mobile');
    try {
      renderForm();
      const form = screen.getByRole('form', { name: 'Edit profile' });
      const toggle = screen.getByRole('switch', { name: 'Private Profile' });
      expect(form).not.toContainElement(toggle);
      expect(within(form).queryByRole('switch')).toBeNull();
    } finally {
      restoreWidth();
    }
  });
});
