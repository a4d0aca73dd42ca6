import { sellerMessages, versionMessages, type Seller } from '@drops/contracts';
import { administer, bearer, serviceForTests, signUpFlexSeller } from '../../../../test/helpers';

/**
 * Issue 17 point 5, no edit lost, on the profile: every seller answer carries `version` (and the
 * `ETag`); a PUT made from an older version, in the body or as `If-Match`, is refused with 409
 * and the seller as stored now; a PUT naming no version saves as the spec's clients expect.
 */
const context = serviceForTests();

const flexSeller = () => signUpFlexSeller(context.app);

const put = (
  id: string,
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  context.app.inject({
    method: 'PUT',
    url: `/seller/${id}`,
    headers: { ...bearer(token), ...headers },
    payload,
  });

const read = async (id: string, token: string) => {
  const response = await context.app.inject({ url: `/seller/${id}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return { seller: response.json().data as Seller, etag: response.headers.etag };
};

describe('seller versions', () => {
  it('starts at 1, answers it as the ETag, and every save raises it', async () => {
    const { seller, token } = await flexSeller();
    expect(seller.version).toBe(1);
    expect(await read(seller._id, token)).toMatchObject({ seller: { version: 1 }, etag: 'W/"1"' });

    const saved = await put(seller._id, token, { bio: 'New bio', version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: sellerMessages.profileEdited,
      data: { bio: 'New bio', version: 2 },
    });
    expect(saved.headers.etag).toBe('W/"2"');
  });

  it('a PUT without a version saves whatever is stored (the spec clients)', async () => {
    const { seller, token } = await flexSeller();
    expect((await put(seller._id, token, { bio: 'One' })).statusCode).toBe(200);
    const second = await put(seller._id, token, { firstLogin: false });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ bio: 'One', firstLogin: false, version: 3 });
  });

  it('refuses a stale version with 409, the error body and the current seller; nothing is written', async () => {
    const { seller, token } = await flexSeller();
    expect((await put(seller._id, token, { vision: 'From the phone' })).statusCode).toBe(200);

    const stale = await put(seller._id, token, { vision: 'From the laptop', bio: 'x', version: 1 });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({
      success: false,
      error: versionMessages.profileChanged,
      code: 'VERSION_CONFLICT',
      current: { _id: seller._id, vision: 'From the phone', bio: seller.bio, version: 2 },
    });
    expect(body.current).not.toHaveProperty('passwordHash');
    expect((await read(seller._id, token)).seller).toMatchObject({
      vision: 'From the phone',
      version: 2,
    });

    const retried = await put(seller._id, token, { vision: 'From the laptop', version: 2 });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ vision: 'From the laptop', version: 3 });
  });

  it('reads If-Match: current saves, stale is a 409, * matches, malformed is a 400', async () => {
    const { seller, token } = await flexSeller();
    expect((await put(seller._id, token, { bio: 'a' }, { 'if-match': 'W/"1"' })).statusCode).toBe(
      200,
    );
    const stale = await put(seller._id, token, { bio: 'b' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ bio: 'a', version: 2 });
    expect((await put(seller._id, token, { bio: 'c' }, { 'if-match': '*' })).statusCode).toBe(200);
    const malformed = await put(seller._id, token, { bio: 'd' }, { 'if-match': 'yesterday' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect((await read(seller._id, token)).seller).toMatchObject({ bio: 'c', version: 3 });
  });

  it('a body version and If-Match must both be current', async () => {
    const { seller, token } = await flexSeller();
    const mixed = await put(seller._id, token, { bio: 'x', version: 1 }, { 'if-match': 'W/"7"' });
    expect(mixed.statusCode).toBe(409);
    expect((await read(seller._id, token)).seller.version).toBe(1);
  });

  it("an administrator's approval and invitation raise the version", async () => {
    const { seller, token } = await flexSeller();
    await administer(context, seller._id, { invitation: 'invited' });
    expect((await read(seller._id, token)).seller.version).toBe(2);
    expect(await context.app.sellerAccounts.markInvited(seller._id)).toBe(false);
    await administer(context, seller._id, { invitation: null });
    expect(await context.app.sellerAccounts.markInvited(seller._id)).toBe(true);
    expect((await read(seller._id, token)).seller.version).toBe(4);

    const stale = await put(seller._id, token, { bio: 'Opened before', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ invitation: 'invited', version: 4 });
  });

  it('of two concurrent saves from one version exactly one wins', async () => {
    const { seller, token } = await flexSeller();
    const [left, right] = await Promise.all([
      put(seller._id, token, { bio: 'Left tab', version: 1 }),
      put(seller._id, token, { bio: 'Right tab', version: 1 }),
    ]);
    expect([left.statusCode, right.statusCode].sort()).toEqual([200, 409]);
    const winner = left.statusCode === 200 ? left : right;
    const loser = left.statusCode === 200 ? right : left;
    expect(loser.json().current).toMatchObject({ bio: winner.json().data.bio, version: 2 });
    expect((await read(seller._id, token)).seller).toMatchObject({
      bio: winner.json().data.bio,
      version: 2,
    });
  });
});
