import { createHash } from 'node:crypto';
import { adminAccountMessages, adminMessages, validationMessages } from '@drops/contracts';
import { request, type ApiResponse } from '../testing/stack';
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
 * Issue 30 item 5, through the real gateway in front of the real services on MariaDB, the
 * invitation read from a real SMTP server and its link followed: administrators invite, list,
 * disable and enable administrators, and sign in with a TOTP second factor (codes computed here
 * by RFC 6238) or a recovery code. This stack runs as development does: the factor is optional.
 */
let started: MailStack;
beforeAll(async () => {
  started = await startMailStack();
});
afterAll(() => stopMailStack(started));

const api = () => started.stack.apiUrl;
const get = (path: string, token: string) => request(`${api()}${path}`, { token });
const signIn = (email: string, password: string) =>
  post(`${api()}/auth/login`, { email, password });
const accessTokenOf = (answer: ApiResponse) =>
  (answer.body.token as { accessToken: string }).accessToken;

interface Listed {
  _id: string;
  email: string;
  status: string;
  secondFactor: boolean;
  lastSignInAt: string | null;
}
const listed = async (token: string, email: string) => {
  const answer = await get('/admin/admins', token);
  expect(answer.status).toBe(200);
  return (answer.body.data as { admins: Listed[] }).admins.find((admin) => admin.email === email);
};
const actionsOn = async (token: string, targetId: string) => {
  const log = await get(`/admin/audit-log?targetId=${targetId}&limit=100`, token);
  return (log.body.data as { action: string }[]).map((entry) => entry.action).reverse();
};

describe('inviting an administrator', () => {
  it('mails a single-use link; the invitee sets a password and signs in', async () => {
    const inviter = await started.stack.createAdmin();
    const email = 'new.admin@drops.test';
    const invited = await post(
      `${api()}/admin/admins`,
      { email: 'New.Admin@drops.test' },
      inviter.token,
    );
    expect(invited.status).toBe(201);
    expect(invited.body).toEqual({
      success: true,
      data: {
        admin: {
          _id: expect.stringMatching(/^[0-9a-f]{24}$/),
          email,
          username: 'new.admin',
          status: 'invited',
          secondFactor: false,
          createdAt: expect.any(String),
          lastSignInAt: null,
        },
      },
    });
    const id = (invited.body.data as { admin: Listed }).admin._id;
    expect(await listed(inviter.token, email)).toMatchObject({ status: 'invited' });

    const [mail] = await mailsTo(started.catcher, email, subjects.invitation);
    const token = resetTokenOf(mail, '/admin/accept-invite');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await started.stack.knex('admin_invitations').where({ admin_id: id });
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    // No password yet: nothing signs in.
    expect((await signIn(email, 'whatever-password-1')).status).toBe(401);
    const short = await post(`${api()}/auth/invites/accept`, { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ errors: { password: validationMessages.passwordTooShort } });

    const accepted = await post(`${api()}/auth/invites/accept`, {
      token,
      password: 'invited-password-1',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ success: true, message: adminAccountMessages.inviteAccepted });
    const again = await post(`${api()}/auth/invites/accept`, {
      token,
      password: 'other-password-1',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, error: adminAccountMessages.inviteInvalid });

    // Development: no second factor asked, the spec's answer at once.
    const signedIn = await signIn(email, 'invited-password-1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({
      success: true,
      token: { accessToken: expect.any(String) },
    });
    expect(await listed(inviter.token, email)).toMatchObject({
      status: 'active',
      lastSignInAt: expect.any(String),
    });
    expect(await actionsOn(inviter.token, id)).toEqual([
      'admin_invite',
      // The try before the password was set.
      'sign_in_failed',
      'admin_invite_accept',
      'sign_in',
    ]);
  });

  it('refuses an existing administrator (409) and replaces a pending invitation’s link', async () => {
    const inviter = await started.stack.createAdmin();
    const existing = await post(`${api()}/admin/admins`, { email: inviter.email }, inviter.token);
    expect(existing.status).toBe(409);
    expect(existing.body).toMatchObject({
      success: false,
      error: adminAccountMessages.alreadyAdministrator,
      errors: { email: adminAccountMessages.alreadyAdministrator },
    });

    const email = 'pending.admin@drops.test';
    expect((await post(`${api()}/admin/admins`, { email }, inviter.token)).status).toBe(201);
    expect((await post(`${api()}/admin/admins`, { email }, inviter.token)).status).toBe(201);
    const [first, second] = await mailsTo(started.catcher, email, subjects.invitation, 2);
    const old = await post(`${api()}/auth/invites/accept`, {
      token: resetTokenOf(first, '/admin/accept-invite'),
      password: 'pending-password-1',
    });
    expect(old.status).toBe(400);
    const fresh = await post(`${api()}/auth/invites/accept`, {
      token: resetTokenOf(second, '/admin/accept-invite'),
      password: 'pending-password-1',
    });
    expect(fresh.status).toBe(200);
    const rows = await started.stack.knex('admin_users').where({ email });
    expect(rows).toHaveLength(1);
  });

  it('needs an administrator and a valid body', async () => {
    const inviter = await started.stack.createAdmin();
    expect((await post(`${api()}/admin/admins`, { email: 'x@drops.test' })).status).toBe(401);
    for (const body of [{}, { email: 'not-an-email' }, { email: 'a@drops.test', admin: true }]) {
      const answer = await post(`${api()}/admin/admins`, body, inviter.token);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect((await post(`${api()}/auth/invites/accept`, { password: 'x' })).status).toBe(400);
  });
});

describe('disabling an administrator', () => {
  it('ends their sessions and refuses their sign-in until enabled again', async () => {
    const actor = await started.stack.createAdmin();
    const other = await started.stack.createAdmin();
    const session = await signIn(other.email, other.password);
    const otherToken = accessTokenOf(session);
    expect((await get('/admin/categories', otherToken)).status).toBe(200);

    const disabled = await post(
      `${api()}/admin/admins/${other.id}/disable`,
      undefined,
      actor.token,
    );
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ data: { admin: { _id: other.id, status: 'disabled' } } });
    expect((await get('/admin/categories', otherToken)).status).toBe(401);
    const refused = await signIn(other.email, other.password);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, error: adminAccountMessages.disabled });
    // A wrong password says nothing more than for anyone.
    expect((await signIn(other.email, 'wrong-password-1')).body).toMatchObject({
      error: adminMessages.loginFailed,
    });

    const enabled = await post(`${api()}/admin/admins/${other.id}/enable`, undefined, actor.token);
    expect(enabled.body).toMatchObject({ data: { admin: { status: 'active' } } });
    expect((await signIn(other.email, other.password)).status).toBe(200);
    expect(await actionsOn(actor.token, other.id)).toEqual(
      expect.arrayContaining(['admin_disable', 'admin_enable', 'sign_in_failed']),
    );
  });

  it('never disables the last active administrator', async () => {
    const actor = await started.stack.createAdmin();
    // The actor is made the only active administrator (the others set aside, put back after).
    const others = await started.stack
      .knex('admin_users')
      .where({ status: 'active' })
      .whereNot({ id: actor.id })
      .pluck('id');
    await started.stack.knex('admin_users').whereIn('id', others).update({ status: 'disabled' });
    try {
      const last = await post(`${api()}/admin/admins/${actor.id}/disable`, undefined, actor.token);
      expect(last.status).toBe(409);
      expect(last.body).toMatchObject({ success: false, error: adminAccountMessages.lastActive });

      // With another one active, an administrator may step down: their own token stops at once.
      await started.stack.createAdmin();
      const self = await post(`${api()}/admin/admins/${actor.id}/disable`, undefined, actor.token);
      expect(self.status).toBe(200);
      expect((await get('/admin/admins', actor.token)).status).toBe(401);

      const unknown = await post(
        `${api()}/admin/admins/nope/disable`,
        undefined,
        (await started.stack.createAdmin()).token,
      );
      expect(unknown.status).toBe(404);
    } finally {
      await started.stack.knex('admin_users').whereIn('id', others).update({ status: 'active' });
    }
  });
});
