import { createHash } from 'node:crypto';
import {
  adminMessages,
  passwordMessages,
  serverMessages,
  validationMessages,
} from '@drops/contracts';
import {
  mailsTo,
  post,
  resetTokenOf,
  settle,
  startMailStack,
  stopMailStack,
  subjects,
  type MailStack,
} from './account-mails';

/**
 * Issue 30, item 1 and 6, through the real gateway in front of the real services on MariaDB,
 * each mail read from a real SMTP server and its link followed: forgot → mail → reset → sign in
 * with the new password (the old fails), for sellers and administrators; the seller's password
 * change in Edit Profile.
 */
let started: MailStack;
beforeAll(async () => {
  started = await startMailStack();
});
afterAll(() => stopMailStack(started));

const api = () => started.stack.apiUrl;
const accepted = { success: true, message: passwordMessages.forgotAccepted };
const signIn = (email: string, password: string) =>
  post(`${api()}/seller/login`, { email, password });
const adminSignIn = (email: string, password: string) =>
  post(`${api()}/auth/login`, { email, password });

describe('a seller’s password reset', () => {
  it('mails a single-use link; the new password signs in, the old one no longer does', async () => {
    const seller = await started.stack.createSeller();
    const asked = await post(`${api()}/seller/password/forgot`, { email: seller.email });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual(accepted);
    expect(asked.headers.get('cache-control')).toBe('no-store');

    const [mail] = await mailsTo(started.catcher, seller.email, subjects.reset);
    const token = resetTokenOf(mail, '/reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored hashed: the database holds the SHA-256 and never the token.
    const rows = await started.stack
      .knex('seller_password_resets')
      .where({ account_id: seller.id });
    expect(rows.map((row) => row.token_hash)).toEqual([
      createHash('sha256').update(token).digest('hex'),
    ]);
    expect(Number(rows[0].expires_at) - Number(rows[0].created_at)).toBe(30 * 60_000);

    // Sign-up's rules, with sign-up's words.
    const short = await post(`${api()}/seller/password/reset`, { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({
      success: false,
      errors: { password: validationMessages.passwordTooShort },
    });

    const reset = await post(`${api()}/seller/password/reset`, {
      token,
      password: 'a-new-password-456',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: passwordMessages.resetDone });
    expect((await signIn(seller.email, seller.password)).status).toBe(401);
    const signedIn = await signIn(seller.email, 'a-new-password-456');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ success: true, data: { token: expect.any(String) } });

    const [notice] = await mailsTo(started.catcher, seller.email, subjects.changed);
    expect(notice?.text).toContain('https://drops.example/signin');

    // Single use.
    const again = await post(`${api()}/seller/password/reset`, {
      token,
      password: 'third-pass-789',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, error: passwordMessages.resetLinkInvalid });
  });

  it('refuses an expired link and a made-up one with the same words', async () => {
    const seller = await started.stack.createSeller();
    await post(`${api()}/seller/password/forgot`, { email: seller.email });
    const token = resetTokenOf(
      (await mailsTo(started.catcher, seller.email, subjects.reset))[0],
      '/reset-password',
    );
    await started.stack
      .knex('seller_password_resets')
      .where({ account_id: seller.id })
      .update({ expires_at: Date.now() - 1 });
    for (const tried of [token, 'x'.repeat(43), 'nonsense']) {
      const answer = await post(`${api()}/seller/password/reset`, {
        token: tried,
        password: 'a-new-password-456',
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: passwordMessages.resetLinkInvalid });
    }
    expect((await signIn(seller.email, seller.password)).status).toBe(200);
  });

  it('answers an unknown email exactly as a known one and mails nobody', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    const asked = await post(`${api()}/seller/password/forgot`, { email });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual(accepted);
    await settle();
    expect(started.catcher.mails.filter((mail) => mail.to.includes(email))).toEqual([]);
  });

  it('validates the body with the contract’s words', async () => {
    const bad = await post(`${api()}/seller/password/forgot`, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      errors: { email: validationMessages.emailInvalid },
    });
    const extra = await post(`${api()}/seller/password/reset`, {
      token: 'a',
      password: 'p'.repeat(9),
      x: 1,
    });
    expect(extra.status).toBe(400);
    expect(extra.body).toMatchObject({
      success: false,
      errors: { x: serverMessages.unknownField },
    });
  });

  it('mails an account at most three links an hour, however often it is asked', async () => {
    const seller = await started.stack.createSeller();
    for (let ask = 0; ask < 5; ask += 1) {
      const answer = await post(`${api()}/seller/password/forgot`, { email: seller.email });
      expect(answer.body).toEqual(accepted);
    }
    await mailsTo(started.catcher, seller.email, subjects.reset, 3);
    await settle();
    const resets = started.catcher.mails.filter(
      (mail) => mail.to.includes(seller.email) && mail.subject.startsWith(subjects.reset),
    );
    expect(resets.length).toBe(3);
  });

  it('limits forgot and reset per address at the gateway', async () => {
    const limited = await started.stack.startGateway({
      rateLimits: { passwordReset: { max: 2, windowMs: 60_000 } },
    });
    const statuses: number[] = [];
    for (let ask = 0; ask < 3; ask += 1)
      statuses.push(
        (await post(`${limited.apiUrl}/seller/password/forgot`, { email: 'a@example.com' })).status,
      );
    expect(statuses).toEqual([202, 202, 429]);
  });
});

describe('a seller’s password change in Edit Profile', () => {
  it('needs the current password; the new one signs in and the seller is told by mail', async () => {
    const seller = await started.stack.createSeller();
    const wrong = await post(
      `${api()}/seller/password/change`,
      { currentPassword: 'not-my-password', password: 'changed-password-1' },
      seller.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      success: false,
      errors: { currentPassword: passwordMessages.currentPasswordWrong },
    });
    const anonymous = await post(`${api()}/seller/password/change`, {
      currentPassword: seller.password,
      password: 'changed-password-1',
    });
    expect(anonymous.status).toBe(401);

    const changed = await post(
      `${api()}/seller/password/change`,
      { currentPassword: seller.password, password: 'changed-password-1' },
      seller.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ success: true, message: passwordMessages.changed });
    // The answer begins a new session for the caller (seller-sessions.test.ts: the old ones end).
    const renewed = (changed.body as { data: { token: string } }).data.token;
    expect((await post(`${api()}/seller/password/change`, {}, renewed)).status).toBe(400);
    expect((await signIn(seller.email, seller.password)).status).toBe(401);
    expect((await signIn(seller.email, 'changed-password-1')).status).toBe(200);
    await mailsTo(started.catcher, seller.email, subjects.changed);
  });
});

describe('an administrator’s password reset', () => {
  it('mails a link to the administrator area through the seller service’s mailer', async () => {
    const admin = await started.stack.createAdmin();
    const unknown = await post(`${api()}/auth/password/forgot`, { email: 'nobody@drops.test' });
    const asked = await post(`${api()}/auth/password/forgot`, { email: admin.email });
    expect(asked.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(asked.body).toEqual(accepted);
    expect(unknown.body).toEqual(accepted);

    const [mail] = await mailsTo(started.catcher, admin.email, subjects.reset);
    const token = resetTokenOf(mail, '/admin/reset-password');
    const reset = await post(`${api()}/auth/password/reset`, {
      token,
      password: 'admin-new-password-1',
    });
    expect(reset.status).toBe(200);
    const old = await adminSignIn(admin.email, admin.password);
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ error: adminMessages.loginFailed });
    expect((await adminSignIn(admin.email, 'admin-new-password-1')).status).toBe(200);
    const [notice] = await mailsTo(started.catcher, admin.email, subjects.changed);
    expect(notice?.text).toContain('https://drops.example/admin/login');
    const reused = await post(`${api()}/auth/password/reset`, { token, password: 'x'.repeat(12) });
    expect(reused.status).toBe(400);
  });
});
