import { audiences, tokenIssuer } from '@drops/auth';
import { launchMessages, serverMessages, type Seller } from '@drops/contracts';
import { developmentTokenSecrets } from '@drops/service-kit';
import { forgeToken, nowSeconds } from '@drops/service-kit/testing';
import {
  administer,
  bearer,
  password,
  logIn,
  serviceForTests,
  signUp,
  signUpFlexSeller,
} from '../../../../test/helpers';

const context = serviceForTests();

const flexSeller = (overrides: Record<string, unknown> = {}) =>
  signUpFlexSeller(context.app, overrides);

/** A sell seller an administrator approved, signed in through the login route. */
async function approvedSellSeller(): Promise<{ seller: Seller; token: string }> {
  const { seller, body } = await signUp(context.app, { accountType: 'sell' });
  await administer(context, seller._id, { isApproved: true });
  const login = await logIn(context.app, { email: body.email, password });
  return { seller: login.json().data.seller, token: login.json().data.token };
}

const getSeller = (id: string, token?: string) =>
  context.app.inject({ url: `/seller/${id}`, headers: token ? bearer(token) : {} });

const putSeller = (id: string, token: string | undefined, payload: unknown) =>
  context.app.inject({
    method: 'PUT',
    url: `/seller/${id}`,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

describe('GET /seller/{id}', () => {
  it("answers the caller's own record without the password", async () => {
    const { seller, token } = await flexSeller();
    const response = await getSeller(seller._id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { ...seller, review: expect.objectContaining({ status: 'none' }) },
    });
    expect(response.body).not.toMatch(/password|scrypt\$/i);
  });

  it("refuses another seller's record (BOLA) with 403, known or not", async () => {
    const a = await flexSeller();
    const b = await flexSeller();
    for (const id of [b.seller._id, 'ffffffffffffffffffffffff']) {
      const response = await getSeller(id, a.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        error: serverMessages.forbidden,
        code: 'FORBIDDEN',
        requestId: expect.any(String),
      });
    }
  });

  it('answers 404 when the seller behind a valid token is gone', async () => {
    const { seller, token } = await flexSeller();
    await context.database.knex('sellers').where({ id: seller._id }).delete();
    const response = await getSeller(seller._id, token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: 'Seller not found' });
  });

  it('needs a valid seller token', async () => {
    const { seller } = await flexSeller();
    const now = nowSeconds();
    const claims = { sub: seller._id, aud: audiences.seller, iss: tokenIssuer, iat: now };
    const tokens: Record<string, string | undefined> = {
      none: undefined,
      garbage: 'not-a-token',
      expired: forgeToken(
        { ...claims, exp: now - 60, iat: now - 120 },
        { secret: developmentTokenSecrets.seller },
      ),
      tampered: `${forgeToken({ ...claims, exp: now + 600 }, { secret: developmentTokenSecrets.seller })}x`,
      unsigned: forgeToken({ ...claims, exp: now + 600 }, { header: { alg: 'none', typ: 'JWT' } }),
      adminAudience: forgeToken(
        { ...claims, aud: audiences.admin, exp: now + 600 },
        { secret: developmentTokenSecrets.admin },
      ),
      adminToken: context.app.signToken('admin', seller._id),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const response = await getSeller(seller._id, token);
      expect({ name, status: response.statusCode }).toEqual({ name, status: 401 });
      expect(response.json()).toMatchObject({
        success: false,
        error: 'You must be logged in as a seller',
      });
      const put = await putSeller(seller._id, token, { bio: 'hijacked' });
      expect({ name, status: put.statusCode }).toEqual({ name, status: 401 });
    }
  });

  it("refuses a malformed id as not the caller's own (403) before reading anything", async () => {
    const { token } = await flexSeller();
    const response = await getSeller('not-an-id', token);
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /seller/{id}', () => {
  it('edits the profile and answers the spec message', async () => {
    const { seller, token } = await flexSeller();
    const changes = {
      username: `${seller.username}_x`,
      fullName: 'Ada Maker',
      roles: ['brand', 'collector', 'somethingElse'],
      somethingElseText: 'Archivist of tapes',
      country: 'FR',
      bio: 'New short bio',
      portfolioLink: 'https://ada.example.com',
      vision: 'Fewer, better things.',
      isPrivateProfile: true,
      profileImage: 'https://images.example.com/ada.png',
      moodboardImage: 'seller-moodboards/ada/board.png',
      firstLogin: false,
    };
    const response = await putSeller(seller._id, token, changes);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Your profile has been edited.' });
    expect(body.data).toMatchObject({ ...changes, role: changes.roles });
    expect(body.data.updatedAt >= seller.updatedAt).toBe(true);
    expect((await getSeller(seller._id, token)).json().data).toEqual({
      ...body.data,
      review: expect.any(Object),
    });
  });

  it('accepts `role` as the role list too, and clears optional fields with ""', async () => {
    const { seller, token } = await flexSeller({ vision: 'x', portfolioLink: 'https://x.example' });
    const response = await putSeller(seller._id, token, {
      role: ['experimental'],
      vision: '',
      portfolioLink: '',
      moodboardImage: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      role: ['experimental'],
      roles: ['experimental'],
      vision: '',
      portfolioLink: '',
      moodboardImage: '',
    });
  });

  it.each([
    ['username', { username: '' }, 'Username is required'],
    ['username', { username: 'ab' }, 'Username must be at least 3 characters long'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email'],
    ['roles', { roles: [] }, 'Please select a category'],
    [
      'roles',
      { roles: ['creator', 'brand', 'collector', 'cultural'] },
      'You can select up to 3 options only.',
    ],
    ['role', { role: [] }, 'Please select a category'],
    [
      'role',
      { role: ['creator', 'brand', 'collector', 'cultural'] },
      'You can select up to 3 options only.',
    ],
    ['country', { country: '' }, 'Country/Region is required'],
    ['country', { country: 'QQ' }, serverMessages.countryInvalid],
    ['bio', { bio: '' }, 'Short Bio is required'],
    ['bio', { bio: 'b'.repeat(241) }, 'Short Bio must be 240 characters or less'],
    ['portfolioLink', { portfolioLink: 'no url here' }, 'Please enter a valid URL'],
    ['vision', { vision: 'v'.repeat(241) }, 'Vibe or Mission must be 240 characters or less'],
    ['profileImage', { profileImage: '' }, 'Profile image is required'],
    ['invitation', { invitation: 'maybe' }, serverMessages.invalidValue],
    ['password', { password: 'new-password-1' }, serverMessages.unknownField],
    ['isActive', { isActive: 'yes' }, 'isActive must be boolean'],
  ])('%s: %j answers "%s"', async (field, payload, message) => {
    const { seller, token } = await flexSeller();
    const response = await putSeller(seller._id, token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.json().errors[field]).toBe(message);
  });

  it('keeps email and username unique (field errors), and allows a case change of its own', async () => {
    const a = await flexSeller();
    const b = await flexSeller();
    const email = await putSeller(a.seller._id, a.token, { email: b.seller.email.toUpperCase() });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors).toEqual({ email: serverMessages.emailTaken });
    const username = await putSeller(a.seller._id, a.token, {
      username: b.seller.username.toUpperCase(),
    });
    expect(username.statusCode).toBe(400);
    expect(username.json().errors).toEqual({ username: serverMessages.usernameTaken });

    const own = await putSeller(a.seller._id, a.token, {
      username: a.seller.username.toUpperCase(),
      email: a.seller.email.toUpperCase(),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      username: a.seller.username.toUpperCase(),
      email: a.seller.email,
    });
  });

  it("refuses to edit another seller's profile (BOLA), whatever the body", async () => {
    const a = await flexSeller();
    const b = await flexSeller();
    for (const payload of [{ bio: 'mine now' }, { nonsense: true }, { isApproved: true }]) {
      const response = await putSeller(b.seller._id, a.token, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(serverMessages.forbidden);
    }
    expect((await getSeller(b.seller._id, b.token)).json().data).toEqual({
      ...b.seller,
      review: expect.any(Object),
    });
  });

  describe('standing the administrator grants', () => {
    it.each([
      ['isApproved', { isApproved: true }],
      ['accountType', { accountType: 'sell' }],
      ['both', { accountType: 'sell', isApproved: true }],
      ['isActive', { isActive: false }],
      ['accepting with a flex account type', { invitation: 'accepted', accountType: 'flex' }],
    ])('a flex seller cannot change %s', async (_name, payload) => {
      const { seller, token } = await flexSeller();
      if ('invitation' in payload) await administer(context, seller._id, { invitation: 'invited' });
      const response = await putSeller(seller._id, token, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        error: serverMessages.cannotChangeOwnApproval,
      });
      const stored = (await getSeller(seller._id, token)).json().data;
      expect(stored).toMatchObject({ accountType: 'flex', isApproved: false, isActive: true });
    });

    it('an approved sell seller cannot step down or unapprove itself', async () => {
      const { seller, token } = await approvedSellSeller();
      for (const payload of [{ accountType: 'flex' }, { isApproved: false }]) {
        const response = await putSeller(seller._id, token, payload);
        expect(response.statusCode).toBe(403);
      }
    });

    it('echoing the stored values back is a harmless no-op', async () => {
      const { seller, token } = await flexSeller();
      const response = await putSeller(seller._id, token, {
        accountType: 'flex',
        isApproved: false,
        isActive: true,
        bio: 'still flex',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        accountType: 'flex',
        isApproved: false,
        bio: 'still flex',
      });
    });
  });

  describe('invitations', () => {
    it('accepting a pending invitation makes the seller sell and approved', async () => {
      const { seller, token } = await flexSeller();
      await administer(context, seller._id, { invitation: 'invited' });
      expect((await getSeller(seller._id, token)).json().data.invitation).toBe('invited');
      const response = await putSeller(seller._id, token, {
        invitation: 'accepted',
        accountType: 'sell',
        isApproved: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        invitation: 'accepted',
        accountType: 'sell',
        isApproved: true,
        isActive: true,
      });
    });

    it('the server sets sell and approved even when the client sends only the answer', async () => {
      const { seller, token } = await flexSeller();
      await administer(context, seller._id, { invitation: 'invited' });
      const response = await putSeller(seller._id, token, { invitation: 'accepted' });
      expect(response.json().data).toMatchObject({ accountType: 'sell', isApproved: true });
    });

    it('declining a pending invitation changes nothing else', async () => {
      const { seller, token } = await flexSeller();
      await administer(context, seller._id, { invitation: 'invited' });
      const response = await putSeller(seller._id, token, { invitation: 'rejected' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        invitation: 'rejected',
        accountType: 'flex',
        isApproved: false,
      });
    });

    it.each([
      ['never invited', null, { invitation: 'accepted', accountType: 'sell', isApproved: true }],
      ['never invited', null, { invitation: 'rejected' }],
      ['already declined', 'rejected', { invitation: 'accepted' }],
      ['never invited, inviting itself', null, { invitation: 'invited' }],
    ] as const)('refuses an answer when %s', async (_name, invitation, payload) => {
      const { seller, token } = await flexSeller();
      if (invitation) await administer(context, seller._id, { invitation });
      const response = await putSeller(seller._id, token, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(serverMessages.invitationNotPending);
      expect((await getSeller(seller._id, token)).json().data).toMatchObject({
        accountType: 'flex',
        isApproved: false,
        invitation,
      });
    });

    it('answers two concurrent acceptances consistently', async () => {
      const { seller, token } = await flexSeller();
      await administer(context, seller._id, { invitation: 'invited' });
      const [first, second] = await Promise.all([
        putSeller(seller._id, token, { invitation: 'accepted' }),
        putSeller(seller._id, token, { invitation: 'rejected' }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 403]);
    });
  });

  describe('apply to sell', () => {
    it('a flex seller can ask to sell', async () => {
      const { seller, token } = await flexSeller();
      const response = await putSeller(seller._id, token, { isRequestedforSell: true });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        isRequestedforSell: true,
        accountType: 'flex',
        isApproved: false,
      });
    });

    it('a sell seller cannot', async () => {
      const { seller, token } = await approvedSellSeller();
      const response = await putSeller(seller._id, token, { isRequestedforSell: true });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(serverMessages.forbidden);
    });
  });

  it('a rejected seller with a token still valid cannot edit its profile', async () => {
    const { seller, token } = await flexSeller();
    await administer(context, seller._id, { isActive: false });
    const response = await putSeller(seller._id, token, { bio: 'let me back' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(serverMessages.accountRejected);
  });

  it('answers 404 when the seller behind a valid token is gone', async () => {
    const { seller, token } = await flexSeller();
    await context.database.knex('sellers').where({ id: seller._id }).delete();
    const response = await putSeller(seller._id, token, { bio: 'ghost' });
    expect(response.statusCode).toBe(404);
  });

  it('never returns the password', async () => {
    const { seller, token } = await flexSeller();
    const response = await putSeller(seller._id, token, { bio: 'checking' });
    expect(response.body).not.toMatch(/password|scrypt\$/i);
  });
});

describe('time zone (issue 17)', () => {
  it('keeps a zone Intl knows, clears it with "", and refuses an unknown one on its field', async () => {
    const { seller, token } = await flexSeller();
    expect((await getSeller(seller._id, token)).json().data.timeZone).toBeNull();
    const set = await putSeller(seller._id, token, { timeZone: 'Europe/Paris' });
    expect(set.statusCode).toBe(200);
    expect((await getSeller(seller._id, token)).json().data.timeZone).toBe('Europe/Paris');

    const unknown = await putSeller(seller._id, token, { timeZone: 'Europe/Atlantis' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      success: false,
      errors: { timeZone: launchMessages.timeZoneInvalid },
    });
    expect((await getSeller(seller._id, token)).json().data.timeZone).toBe('Europe/Paris');

    expect((await putSeller(seller._id, token, { timeZone: '' })).statusCode).toBe(200);
    expect((await getSeller(seller._id, token)).json().data.timeZone).toBeNull();
  });
});
