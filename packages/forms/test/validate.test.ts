import {
  RegisterStep1BodySchema,
  RegisterStep2BodySchema,
  SellerLoginBodySchema,
  validationMessages,
} from '@drops/contracts';
import { hasErrors, validateField, validateWithSchema } from '../src';

describe('validateWithSchema answers the contract messages', () => {
  it('sign-in: required and email shape', () => {
    expect(validateWithSchema(SellerLoginBodySchema, { email: '', password: '' })).toEqual({
      email: validationMessages.emailRequired,
      password: validationMessages.passwordRequired,
    });
    expect(
      validateWithSchema(SellerLoginBodySchema, { email: 'not-an-email', password: 'x' }),
    ).toEqual({
      email: validationMessages.emailInvalid,
    });
    expect(validateWithSchema(SellerLoginBodySchema, { email: 'a@b.co', password: 'x' })).toEqual(
      {},
    );
  });

  it('treats blanks as missing, as the server does', () => {
    expect(validateWithSchema(RegisterStep1BodySchema, { username: '   ' }, ['username'])).toEqual({
      username: validationMessages.usernameRequired,
    });
  });

  it('sign-up step 1: roles, username and password lengths', () => {
    const errors = validateWithSchema(
      RegisterStep1BodySchema,
      { accountType: 'flex', role: [], username: 'ab', email: 'x@y.io', password: 'short' },
      ['accountType', 'role', 'username', 'email', 'password'],
    );
    expect(errors).toEqual({
      role: validationMessages.roleRequired,
      username: validationMessages.usernameTooShort,
      password: validationMessages.passwordTooShort,
    });
    expect(
      validateWithSchema(
        RegisterStep1BodySchema,
        { role: ['creator', 'brand', 'collector', 'cultural'] },
        ['role'],
      ),
    ).toEqual({ role: validationMessages.rolesMax });
  });

  it('sign-up step 2: image, country, bio', () => {
    expect(
      validateWithSchema(RegisterStep2BodySchema, { profileImage: '', country: '', bio: '' }, [
        'profileImage',
        'country',
        'bio',
      ]),
    ).toEqual({
      profileImage: validationMessages.profileImageRequired,
      country: validationMessages.countryRequired,
      bio: validationMessages.bioRequired,
    });
    expect(validateWithSchema(RegisterStep2BodySchema, { bio: 'x'.repeat(241) }, ['bio'])).toEqual({
      bio: validationMessages.bioTooLong,
    });
    expect(
      validateWithSchema(RegisterStep2BodySchema, { portfolioLink: 'nope' }, ['portfolioLink']),
    ).toEqual({
      portfolioLink: validationMessages.urlInvalid,
    });
  });

  it('an optional field may be absent', () => {
    expect(validateField({ type: 'string', maxLength: 3 }, undefined, false)).toBeUndefined();
  });

  it('hasErrors ignores cleared fields', () => {
    expect(hasErrors({ a: undefined })).toBe(false);
    expect(hasErrors({ a: 'x' })).toBe(true);
  });
});
