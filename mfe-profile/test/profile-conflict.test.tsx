import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Seller } from '@drops/contracts';
import { makeSeller } from '@drops/session/testing';
import {
  ProfileForm,
  type ProfileFormProps,
} from '../src/features/edit-profile/components/profile-form';
import { profileConflictGroups } from '../src/features/edit-profile/conflict';
import type { ProfileDraft } from '../src/features/edit-profile/profile-draft';
import { validDraft } from './fixtures';
import { renderScreen } from './render';

/** Issue 17: a save refused because the profile was saved elsewhere since version 4. */

/** The seller as the server would answer it, from a draft. */
function sellerOf(draft: ProfileDraft, version: number): Seller {
  return makeSeller({
    ...draft,
    accountType: 'flex',
    role: draft.roles,
    updatedAt: '2026-01-02T00:00:00.000Z',
    version,
  });
}

type Save = ProfileFormProps['onSave'];

function renderForm(onSave: Save) {
  renderScreen(
    <ProfileForm
      initial={validDraft}
      version={4}
      onSave={onSave}
      onUpload={jest.fn()}
      onCancel={jest.fn()}
    />,
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'SAVE PROFILE' }));
const conflictHeading = () =>
  screen.queryByRole('heading', {
    name: 'Your profile was changed elsewhere since you opened it',
  });

describe('profile saved elsewhere', () => {
  it('shows what changed beside mine, lets me switch, and saves over the new version', async () => {
    const theirs = sellerOf(
      { ...validDraft, bio: 'Bio from the phone.', vision: 'New vision.' },
      5,
    );
    const onSave = jest
      .fn<ReturnType<Save>, Parameters<Save>>()
      .mockResolvedValueOnce({ conflict: theirs })
      .mockResolvedValue(undefined);
    renderForm(onSave);
    const bio = screen.getByLabelText('Short Bio');
    await userEvent.clear(bio);
    await userEvent.type(bio, 'Bio from the laptop.');
    await userEvent.clear(screen.getByLabelText('Full name', { exact: false }));
    await userEvent.type(screen.getByLabelText('Full name', { exact: false }), 'Laptop Name');
    await save();

    await waitFor(() => expect(conflictHeading()).toHaveFocus());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ bio: 'Bio from the laptop.' }),
      4,
    );
    // Bio: both changed, mine kept; vision: only theirs, taken; full name: only mine, not asked.
    const bioGroup = screen.getByRole('group', { name: 'Short Bio' });
    expect(within(bioGroup).getByText('Bio from the phone.')).toBeInTheDocument();
    expect(within(bioGroup).getByRole('radio', { name: 'Keep mine' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Vibe or Mission' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Full name' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Vibe or Mission')).toHaveValue('New vision.');

    await userEvent.click(within(bioGroup).getByRole('radio', { name: 'Take theirs' }));
    expect(bio).toHaveValue('Bio from the phone.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep all mine' }));
    expect(bio).toHaveValue('Bio from the laptop.');
    expect(screen.getByLabelText('Vibe or Mission')).toHaveValue(validDraft.vision);

    await save();
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({
        bio: 'Bio from the laptop.',
        vision: validDraft.vision,
        fullName: 'Laptop Name',
      }),
      5,
    );
    await waitFor(() => expect(conflictHeading()).not.toBeInTheDocument());
  });

  it('saves again at once when nothing the form shows was changed elsewhere', async () => {
    const onSave = jest
      .fn<ReturnType<Save>, Parameters<Save>>()
      .mockResolvedValueOnce({ conflict: sellerOf(validDraft, 9) })
      .mockResolvedValue(undefined);
    renderForm(onSave);
    await userEvent.type(screen.getByLabelText('Vibe or Mission'), ' More.');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ vision: `${validDraft.vision} More.` }),
      9,
    );
    expect(conflictHeading()).not.toBeInTheDocument();
  });
});

describe('the rows compared', () => {
  it('follow the form: the Something Else text with the roles, no email, no time zone', () => {
    expect(profileConflictGroups.map((group) => [group.label, group.fields])).toEqual([
      ['Username', ['username']],
      ['Full name', ['fullName']],
      ['Roles', ['roles', 'somethingElseText']],
      ['Country/Region', ['country']],
      ['Private Profile', ['isPrivateProfile']],
      ['Profile image', ['profileImage']],
      ['Short Bio', ['bio']],
      ['Link to work', ['portfolioLink']],
      ['Vibe or Mission', ['vision']],
      ['Moodboard image', ['moodboardImage']],
      ['Mail me about badges and drops', ['emailNotifications']],
    ]);
  });
});
