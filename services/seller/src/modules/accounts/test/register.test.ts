import { serverMessages, validationMessages, sellerMessages, type Seller } from '@drops/contracts';
import { verifyPassword } from '@drops/auth';
import {
  bearer,
  completeBody,
  password,
  serviceForTests,
  signUp,
  step1Body,
  uniqueIdentity,
} from '../../../../test/helpers';

const context = serviceForTests();

const post = (url: string, payload: unknown) =>
  context.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

/** Posts and expects a 400 whose `errors[field]` is exactly `message`. */
async function expectFieldError(url: string, payload: unknown, field: string, message: string) {
  const response = await post(url, payload);
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  expect(body.errors[field]).toBe(message);
  return body;
}

describe('POST /seller/register/step1', () => {
  const url = '/seller/register/step1';

  it('accepts valid account details and saves nothing', async () => {
    const body = step1Body();
    const response = await post(url, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Step 1 completed successfully!' });
    expect(response.json().message).toBe(sellerMessages.step1Completed);
    const rows = await context.database.knex('sellers').where({ email: body.email });
    expect(rows).toHaveLength(0);
  });

  it('answers every missing field at once with the spec messages', async () => {
    const response = await post(url, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      role: 'Please select a category',
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Passwords do not match',
    });
  });

  it.each([
    ['role', { role: [] }, 'Please select a category'],
    [
      'role',
      { role: ['creator', 'brand', 'collector', 'cultural'] },
      'You can select up to 3 options only.',
    ],
    ['role', { role: ['creator', 'creator'] }, serverMessages.roleInvalid],
    ['role.0', { role: ['painter'] }, serverMessages.roleInvalid],
    ['username', { username: '' }, 'Username is required'],
    ['username', { username: '   ' }, 'Username is required'],
    ['username', { username: 'ab' }, 'Username must be at least 3 characters long'],
    ['username', { username: 'a'.repeat(51) }, serverMessages.usernameTooLong],
    ['username', { username: 'bad name!' }, serverMessages.usernameInvalid],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email'],
    ['email', { email: 'a@b' }, 'Please enter a valid email'],
    ['password', { password: '', confirmPassword: '' }, 'Password is required'],
    [
      'password',
      { password: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters long',
    ],
    [
      'password',
      { password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) },
      serverMessages.passwordTooLong,
    ],
    ['confirmPassword', { confirmPassword: 'something-else' }, 'Passwords do not match'],
    ['accountType', { accountType: 'admin' }, serverMessages.invalidValue],
  ])('%s: %j answers "%s"', async (field, overrides, message) => {
    await expectFieldError(url, step1Body(overrides), field, message);
  });

  it('refuses an email already registered, whatever its case', async () => {
    const { body } = await signUp(context.app);
    const result = await expectFieldError(
      url,
      step1Body({ email: body.email.toUpperCase() }),
      'email',
      serverMessages.emailTaken,
    );
    expect(result.errors.username).toBeUndefined();
  });

  it('refuses a username already taken without regard to case', async () => {
    const { body } = await signUp(context.app);
    await expectFieldError(
      url,
      step1Body({ username: body.username.toUpperCase() }),
      'username',
      serverMessages.usernameTaken,
    );
  });

  it('reports a taken email and username and a wrong confirmation together', async () => {
    const { body } = await signUp(context.app);
    const response = await post(
      url,
      step1Body({ email: body.email, username: body.username, confirmPassword: 'nope-nope' }),
    );
    expect(response.json().errors).toEqual({
      email: serverMessages.emailTaken,
      username: serverMessages.usernameTaken,
      confirmPassword: validationMessages.passwordsDoNotMatch,
    });
  });
});

describe('POST /seller/register/step2', () => {
  const url = '/seller/register/step2';
  const valid = { profileImage: 'seller-profiles/x/me.jpg', country: 'US', bio: 'Hello' };

  it('accepts a stored key or an http(s) link, with or without a portfolio link', async () => {
    for (const body of [
      valid,
      { ...valid, profileImage: 'https://cdn.example.com/me.jpg' },
      { ...valid, portfolioLink: 'https://example.com' },
      { ...valid, bio: 'b'.repeat(240) },
    ]) {
      const response = await post(url, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
  });

  it('answers every missing field at once', async () => {
    const response = await post(url, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      profileImage: 'Profile image is required',
      country: 'Country/Region is required',
      bio: 'Bio is required',
    });
  });

  it.each([
    ['profileImage', { profileImage: '' }, 'Profile image is required'],
    ['profileImage', { profileImage: 'products/not-mine.png' }, serverMessages.imageKeyInvalid],
    ['profileImage', { profileImage: 'javascript:alert(1)' }, serverMessages.imageKeyInvalid],
    [
      'profileImage',
      { profileImage: 'seller-profiles/../products/x.png' },
      serverMessages.imageKeyInvalid,
    ],
    ['profileImage', { profileImage: 'seller-profiles/a b.png' }, serverMessages.imageKeyInvalid],
    ['profileImage', { profileImage: 'seller-profiles/' }, serverMessages.imageKeyInvalid],
    ['country', { country: '' }, 'Country/Region is required'],
    ['country', { country: 'XX' }, serverMessages.countryInvalid],
    ['country', { country: 'United States' }, serverMessages.countryInvalid],
    ['bio', { bio: '' }, 'Bio is required'],
    ['bio', { bio: '  ' }, 'Bio is required'],
    ['bio', { bio: 'b'.repeat(241) }, 'Bio must be 240 characters or less'],
    ['portfolioLink', { portfolioLink: 'not a url' }, 'Please enter a valid URL'],
  ])('%s: %j answers "%s"', async (field, overrides, message) => {
    await expectFieldError(url, { ...valid, ...overrides }, field, message);
  });
});

describe('POST /seller/register/step3', () => {
  const url = '/seller/register/step3';

  it('accepts an empty body and every optional field', async () => {
    for (const body of [
      {},
      { portfolioLink: '', moodboardImage: '', vision: '' },
      {
        portfolioLink: 'http://example.org/portfolio?x=1',
        moodboardImage: 'seller-moodboards/m/board.webp',
        vision: 'v'.repeat(240),
      },
    ]) {
      const response = await post(url, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
  });

  it.each([
    ['portfolioLink', { portfolioLink: 'example' }, 'Please enter a valid URL'],
    ['portfolioLink', { portfolioLink: 'ftp://example.com' }, 'Please enter a valid URL'],
    ['moodboardImage', { moodboardImage: 'seller-profiles/a.png' }, serverMessages.imageKeyInvalid],
    ['vision', { vision: 'v'.repeat(241) }, 'Vibe or Mission must be 240 characters or less'],
  ])('%s: %j answers "%s"', async (field, body, message) => {
    await expectFieldError(url, body, field, message);
  });
});

describe('POST /seller/register/complete', () => {
  const url = '/seller/register/complete';

  it('stores a username of the longest length allowed, 50 characters', async () => {
    const username = `${uniqueIdentity().username}_`.padEnd(50, 'x');
    const response = await post(url, completeBody({ username }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.seller.username).toBe(username);
    const row = await context.database.knex('sellers').where({ username }).first();
    expect(row.username_key).toBe(username.toLowerCase());
  });

  it('signs a flex seller in at once and stores the answers', async () => {
    const body = completeBody({
      fullName: 'Ada Maker',
      vision: 'Make less, better.',
      moodboardImage: 'seller-moodboards/m/board.png',
      confirmPassword: password,
      email: `Mixed.Case.${uniqueIdentity().username}@Example.com`,
    });
    const response = await post(url, body);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ success: true, autoLogin: true });
    expect(typeof result.data.token).toBe('string');
    const seller: Seller = result.data.seller;
    expect(seller).toMatchObject({
      username: body.username,
      email: body.email.toLowerCase(),
      fullName: 'Ada Maker',
      accountType: 'flex',
      role: ['creator'],
      roles: ['creator'],
      profileImage: body.profileImage,
      country: 'GB',
      bio: body.bio,
      portfolioLink: body.portfolioLink,
      moodboardImage: 'seller-moodboards/m/board.png',
      vision: 'Make less, better.',
      isApproved: false,
      isActive: true,
      isRequestedforSell: false,
      isPrivateProfile: false,
      firstLogin: true,
      invitation: null,
      followersCount: 0,
      sales: 0,
    });
    expect(seller._id).toMatch(/^[0-9a-f]{24}$/);

    // The token works on the seller's own record.
    const own = await context.app.inject({
      url: `/seller/${seller._id}`,
      headers: bearer(result.data.token),
    });
    expect(own.statusCode).toBe(200);

    const row = await context.database.knex('sellers').where({ id: seller._id }).first();
    expect(row.password_hash).not.toContain(password);
    expect(await verifyPassword(password, row.password_hash)).toBe(true);
  });

  it('creates a sell seller without a token; it waits for approval', async () => {
    const body = completeBody({ accountType: 'sell' });
    const response = await post(url, body);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ success: true, autoLogin: false });
    expect(result.data.token).toBeUndefined();
    expect(result.data.seller).toMatchObject({
      accountType: 'sell',
      isApproved: false,
      isActive: true,
    });

    const login = await post('/seller/login', { email: body.email, password });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe(serverMessages.accountPendingApproval);
  });

  it('re-validates every step', async () => {
    const response = await post(url, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      role: 'Please select a category',
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      profileImage: 'Profile image is required',
      country: 'Country/Region is required',
      bio: 'Bio is required',
    });
  });

  it.each([
    ['confirmPassword', { confirmPassword: 'different-pass' }, 'Passwords do not match'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters long'],
    [
      'role',
      { role: ['creator', 'brand', 'collector', 'cultural'] },
      'You can select up to 3 options only.',
    ],
    ['bio', { bio: 'b'.repeat(241) }, 'Bio must be 240 characters or less'],
    ['portfolioLink', { portfolioLink: 'nope' }, 'Please enter a valid URL'],
    ['vision', { vision: 'v'.repeat(241) }, 'Vibe or Mission must be 240 characters or less'],
    ['country', { country: 'ZZ' }, serverMessages.countryInvalid],
  ])('%s: %j answers "%s"', async (field, overrides, message) => {
    await expectFieldError(url, completeBody(overrides), field, message);
  });

  it('refuses a taken email or username as a field error', async () => {
    const { body } = await signUp(context.app);
    await expectFieldError(
      url,
      completeBody({ email: body.email }),
      'email',
      serverMessages.emailTaken,
    );
    await expectFieldError(
      url,
      completeBody({ username: body.username.toUpperCase() }),
      'username',
      serverMessages.usernameTaken,
    );
  });

  it('lets exactly one of two concurrent identical sign-ups through', async () => {
    const body = completeBody();
    const responses = await Promise.all([post(url, body), post(url, body), post(url, body)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      const errors = response.json().errors;
      expect(errors.email ?? errors.username).toMatch(/already/);
    }
    const rows = await context.database.knex('sellers').where({ email: body.email });
    expect(rows).toHaveLength(1);
  });

  it('settles a race on the username alone as a username field error', async () => {
    const { username } = uniqueIdentity();
    const responses = await Promise.all([1, 2].map(() => post(url, completeBody({ username }))));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const loser = responses.find((response) => response.statusCode === 400);
    expect(loser?.json().errors).toEqual({ username: serverMessages.usernameTaken });
  });
});
