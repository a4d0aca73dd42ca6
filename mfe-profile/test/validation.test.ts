import { validationMessages } from '@drops/contracts';
import { updateBodyOf, type ProfileDraft } from '../src/features/edit-profile/profile-draft';
import { validDraft } from './fixtures';
import { validateProfile } from '../src/features/edit-profile/validation';

const errorsOf = (changes: Partial<ProfileDraft>) => validateProfile({ ...validDraft, ...changes });

describe('edit profile validation (spec section 5), with the contract messages verbatim', () => {
  it('accepts a complete profile, without link, vision or moodboard', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ portfolioLink: '', vision: '', fullName: '' })).toEqual({});
  });

  it.each<[string, Partial<ProfileDraft>, keyof ProfileDraft, string]>([
    ['username required', { username: '' }, 'username', 'Username is required'],
    ['username blanks', { username: '   ' }, 'username', 'Username is required'],
    [
      'username short',
      { username: 'ab' },
      'username',
      'Username must be at least 3 characters long',
    ],
    ['email required', { email: '' }, 'email', 'Email is required'],
    ['email pattern', { email: 'not-an-email' }, 'email', 'Please enter a valid email'],
    ['no role', { roles: [] }, 'roles', 'Please select a category'],
    [
      'four roles',
      { roles: ['creator', 'brand', 'collector', 'cultural'] },
      'roles',
      'You can select up to 3 options only.',
    ],
    ['country required', { country: '' }, 'country', 'Country/Region is required'],
    ['bio required', { bio: '' }, 'bio', 'Short Bio is required'],
    ['bio too long', { bio: 'x'.repeat(241) }, 'bio', 'Short Bio must be 240 characters or less'],
    ['link', { portfolioLink: 'not a link' }, 'portfolioLink', 'Please enter a valid URL'],
    [
      'link without http',
      { portfolioLink: 'example.com' },
      'portfolioLink',
      'Please enter a valid URL',
    ],
    [
      'vision too long',
      { vision: 'v'.repeat(241) },
      'vision',
      'Vibe or Mission must be 240 characters or less',
    ],
    ['profile image', { profileImage: '' }, 'profileImage', 'Profile image is required'],
  ])('%s', (_name, changes, field, message) => {
    expect(errorsOf(changes)[field as keyof ReturnType<typeof errorsOf>]).toBe(message);
  });

  it('allows exactly 240 characters of bio and vision, and three roles', () => {
    expect(
      errorsOf({
        bio: 'b'.repeat(240),
        vision: 'v'.repeat(240),
        roles: ['creator', 'brand', 'somethingElse'],
      }),
    ).toEqual({});
  });

  it('uses the spec messages of the contract', () => {
    expect(errorsOf({ bio: '' }).bio).toBe(validationMessages.shortBioRequired);
    expect(errorsOf({ vision: 'v'.repeat(241) }).vision).toBe(validationMessages.visionTooLong);
  });
});

describe('the update body', () => {
  it('trims, drops the email and the Something Else text unless chosen', () => {
    const body = updateBodyOf({
      ...validDraft,
      username: '  maker_two ',
      somethingElseText: 'Zines',
      portfolioLink: ' https://example.com ',
    });
    expect(body).not.toHaveProperty('email');
    expect(body.username).toBe('maker_two');
    expect(body.somethingElseText).toBe('');
    expect(body.portfolioLink).toBe('https://example.com');
    expect(
      updateBodyOf({ ...validDraft, roles: ['somethingElse'], somethingElseText: ' Zines ' })
        .somethingElseText,
    ).toBe('Zines');
  });
});
