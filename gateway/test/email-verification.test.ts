import { createHash } from 'node:crypto';
import { emailVerificationMessages as messages, sellerMessages } from '@drops/contracts';
import { request } from '../testing/stack';
import {
  mailsTo,
  post,
  resetTokenOf,
  startMailStack,
  stopMailStack,
  subjects,
  type MailStack,
} from './account-mails';

/**
 * Issue 30 item 2, through the real gateway in front of the real services on MariaDB, each mail
 * read from a real SMTP server and its link followed: sign-up → mail → verify; the mail again
 * (throttled); a new address in Edit Profile waits for its link; the administrators' filter.
 */
let started: MailStack;
beforeAll(async () => {
  started = await startMailStack();
});
afterAll(() => stopMailStack(started));

const api = () => started.stack.apiUrl;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sellerOf = async (id: string, token: string) =>
  (await request(`${api()}/seller/${id}`, { token })).body.data as Record<string, unknown>;
const verify = (token: unknown) => post(`${api()}/seller/email/verify`, { token });
const resend = (token: string) => post(`${api()}/seller/email/verification`, undefined, token);
const invalidLink = {
  success: false,
  error: messages.linkInvalid,
  errors: { token: messages.linkInvalid },
};
/** Moves an account's links back in time (a minute or a day passing). */
const ageLinks = (sellerId: string, ms: number) =>
  started.stack
    .knex('seller_email_verifications')
    .where({ seller_id: sellerId })
    .update({ created_at: started.stack.knex.raw('created_at - ?', [ms]) });

describe('a seller’s email verification', () => {
  it('mails a link at sign-up; opening it verifies the email once', async () => {
    const seller = await started.stack.createSeller();
    expect(await sellerOf(seller.id, seller.token)).toMatchObject({
      email: seller.email,
      emailVerified: false,
      pendingEmail: null,
    });

    const [mail] = await mailsTo(started.catcher, seller.email, subjects.verify);
    const token = resetTokenOf(mail, '/verify-email');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored hashed, valid 24 hours.
    const rows = await started.stack
      .knex('seller_email_verifications')
      .where({ seller_id: seller.id });
    expect(rows.map((row) => row.token_hash)).toEqual([sha256(token)]);
    expect(Number(rows[0].expires_at) - Number(rows[0].created_at)).toBe(24 * 60 * 60_000);

    const verified = await verify(token);
    expect(verified.status).toBe(200);
    expect(verified.headers.get('cache-control')).toBe('no-store');
    expect(verified.body).toEqual({
      success: true,
      message: messages.verified,
      data: { email: seller.email, emailVerified: true },
    });
    expect(await sellerOf(seller.id, seller.token)).toMatchObject({ emailVerified: true });
    const login = await post(`${api()}/seller/login`, {
      email: seller.email,
      password: seller.password,
    });
    expect(login.body).toMatchObject({ data: { seller: { emailVerified: true } } });

    // Single use; an unknown, mangled or missing token reads the same.
    for (const again of [token, 'x'.repeat(43), '../../etc', '']) {
      const refused = await verify(again);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject(invalidLink);
    }
    expect((await post(`${api()}/seller/email/verify`, {})).body).toMatchObject(invalidLink);
    // Nothing left to verify.
    const nothing = await resend(seller.token);
    expect(nothing.status).toBe(409);
    expect(nothing.body).toMatchObject({ success: false, error: messages.alreadyVerified });
  });

  it('refuses an expired link', async () => {
    const seller = await started.stack.createSeller({ accountType: 'sell' });
    const token = resetTokenOf(
      (await mailsTo(started.catcher, seller.email, subjects.verify))[0],
      '/verify-email',
    );
    await started.stack
      .knex('seller_email_verifications')
      .where({ token_hash: sha256(token) })
      .update({ expires_at: Date.now() - 1 });
    expect((await verify(token)).body).toMatchObject(invalidLink);
    expect(await sellerOf(seller.id, seller.token)).toMatchObject({ emailVerified: false });
  });

  it('sends the mail again at most once a minute and five times a day', async () => {
    const seller = await started.stack.createSeller();
    await mailsTo(started.catcher, seller.email, subjects.verify);
    expect((await post(`${api()}/seller/email/verification`, undefined)).status).toBe(401);

    const tooSoon = await resend(seller.token);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ success: false, error: messages.tooSoon });

    await ageLinks(seller.id, 61_000);
    const again = await resend(seller.token);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({
      success: true,
      message: messages.resent,
      data: { email: seller.email },
    });
    const mails = await mailsTo(started.catcher, seller.email, subjects.verify, 2);
    // Both links work until one is used.
    await verify(resetTokenOf(mails[1], '/verify-email'));
    expect(await sellerOf(seller.id, seller.token)).toMatchObject({ emailVerified: true });

    const other = await started.stack.createSeller();
    for (let sent = 1; sent < 5; sent += 1) {
      await ageLinks(other.id, 61_000);
      expect((await resend(other.token)).status).toBe(202);
    }
    await ageLinks(other.id, 61_000);
    const tooMany = await resend(other.token);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body).toMatchObject({ success: false, error: messages.tooMany });
    await ageLinks(other.id, 24 * 60 * 60_000);
    expect((await resend(other.token)).status).toBe(202);
  });
});

describe('changing the email in Edit Profile', () => {
  it('keeps the old email until the link mailed to the new one is opened', async () => {
    const seller = await started.stack.createSeller();
    const newEmail = `new.${seller.email}`;
    await verify(
      resetTokenOf(
        (await mailsTo(started.catcher, seller.email, subjects.verify))[0],
        '/verify-email',
      ),
    );

    const saved = await request(`${api()}/seller/${seller.id}`, {
      method: 'PUT',
      token: seller.token,
      body: { email: newEmail.toUpperCase(), fullName: 'Renamed' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      message: sellerMessages.profileEdited,
      data: {
        email: seller.email,
        pendingEmail: newEmail,
        emailVerified: true,
        fullName: 'Renamed',
      },
    });
    const [notice] = await mailsTo(started.catcher, seller.email, subjects.emailChange);
    expect(notice?.text).toContain(newEmail);
    const [link] = await mailsTo(started.catcher, newEmail, subjects.verify);
    // The old address still signs in; the new one not yet.
    const signIn = (email: string) =>
      post(`${api()}/seller/login`, { email, password: seller.password });
    expect((await signIn(seller.email)).status).toBe(200);
    expect((await signIn(newEmail)).status).toBe(401);

    // Sending the form back with the current email changes nothing and mails nothing.
    const echoed = await request(`${api()}/seller/${seller.id}`, {
      method: 'PUT',
      token: seller.token,
      body: { email: seller.email, bio: 'Still here.' },
    });
    expect(echoed.body).toMatchObject({ data: { email: seller.email, pendingEmail: newEmail } });

    expect((await verify(resetTokenOf(link, '/verify-email'))).body).toMatchObject({
      data: { email: newEmail, emailVerified: true },
    });
    expect(await sellerOf(seller.id, seller.token)).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      emailVerified: true,
    });
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(seller.email)).status).toBe(401);
  });

  // A new address is not made to wait a minute after sign-up's mail (a typo fixed at once).
  it('refuses an address another seller uses, and a link whose address was taken meanwhile', async () => {
    const seller = await started.stack.createSeller();
    const other = await started.stack.createSeller();
    const taken = await request(`${api()}/seller/${seller.id}`, {
      method: 'PUT',
      token: seller.token,
      body: { email: other.email },
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ success: false, errors: { email: expect.any(String) } });

    const wanted = `wanted.${seller.email}`;
    await request(`${api()}/seller/${seller.id}`, {
      method: 'PUT',
      token: seller.token,
      body: { email: wanted },
    });
    const [link] = await mailsTo(started.catcher, wanted, subjects.verify);
    await request(`${api()}/seller/${other.id}`, {
      method: 'PUT',
      token: other.token,
      body: { email: wanted },
    });
    const otherLinks = await mailsTo(started.catcher, wanted, subjects.verify, 2);
    const otherLink = otherLinks.find((mail) => mail !== link);
    expect((await verify(resetTokenOf(otherLink, '/verify-email'))).status).toBe(200);
    const late = await verify(resetTokenOf(link, '/verify-email'));
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ success: false, errors: { token: messages.emailTaken } });
    expect(await sellerOf(seller.id, seller.token)).toMatchObject({ email: seller.email });
  });
});

describe('the administrators’ view', () => {
  it('filters the sellers list by emailVerified and shows it in Seller Details', async () => {
    const admin = await started.stack.createAdmin();
    const unverified = await started.stack.createSeller({ accountType: 'sell' });
    const verifiedSeller = await started.stack.createSeller({ accountType: 'sell' });
    await verify(
      resetTokenOf(
        (await mailsTo(started.catcher, verifiedSeller.email, subjects.verify))[0],
        '/verify-email',
      ),
    );
    const list = async (emailVerified: string) => {
      const answer = await request(
        `${api()}/admin/sellers?limit=100&search=stack&emailVerified=${emailVerified}`,
        { token: admin.token },
      );
      expect(answer.status).toBe(200);
      return (answer.body.data as { _id: string; emailVerified: boolean }[]).map((seller) => [
        seller._id,
        seller.emailVerified,
      ]);
    };
    const notYet = await list('false');
    expect(notYet).toContainEqual([unverified.id, false]);
    expect(notYet.map(([id]) => id)).not.toContain(verifiedSeller.id);
    expect(notYet.every(([, value]) => value === false)).toBe(true);
    const done = await list('TRUE');
    expect(done).toContainEqual([verifiedSeller.id, true]);
    expect(done.every(([, value]) => value === true)).toBe(true);
    expect((await list('all')).length).toBeGreaterThanOrEqual(notYet.length + done.length);

    const bad = await request(`${api()}/admin/sellers?emailVerified=maybe`, {
      token: admin.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      errors: { emailVerified: expect.any(String) },
    });

    const details = await request(`${api()}/admin/sellers/${unverified.id}`, {
      token: admin.token,
    });
    expect(details.body).toMatchObject({
      data: { emailVerified: false, seller: { emailVerified: false } },
    });
    // The spec's approve call and answer stay as they are for an unverified seller.
    const approved = await request(`${api()}/admin/sellers/${unverified.id}/approve`, {
      method: 'PUT',
      token: admin.token,
      body: { isApproved: true, isActive: true },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ success: true, data: { isApproved: true } });
  });
});
