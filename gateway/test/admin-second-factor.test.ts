import { adminAccountMessages, adminMessages } from '@drops/contracts';
import { request, startStack, type ApiResponse, type Stack } from '../testing/stack';
import { totpCode } from '@drops/stack/second-factor-codes';
import { post } from './account-mails';

/**
 * Issue 30 item 5, through the real gateway and services on MariaDB: an administrator's TOTP
 * second factor (RFC 6238, the codes computed here) with single-use recovery codes. Optional on
 * a development stack, required on one run as production (and the e2e suite) runs.
 */
let development: Stack;
let production: Stack;
beforeAll(async () => {
  [development, production] = await Promise.all([
    startStack(),
    startStack({}, { adminSecondFactorRequired: true }),
  ]);
});
afterAll(async () => {
  await development?.stop();
  await production?.stop();
});

const accessTokenOf = (answer: ApiResponse) =>
  (answer.body.token as { accessToken: string }).accessToken;
const actionsOf = async (stack: Stack, token: string, targetId: string) => {
  const log = await request(`${stack.apiUrl}/admin/audit-log?targetId=${targetId}&limit=100`, {
    token,
  });
  return (log.body.data as { action: string }[]).map((entry) => entry.action).reverse();
};
const signIn = (stack: Stack, email: string, password: string) =>
  post(`${stack.apiUrl}/auth/login`, { email, password });
const secondFactor = (stack: Stack, challenge: string, code: string) =>
  post(`${stack.apiUrl}/auth/login/second-factor`, { challenge, code });

/** Sets up and enables the factor for a signed-in administrator: its secret and recovery codes. */
async function enrolled(stack: Stack, token: string) {
  const setup = await post(`${stack.apiUrl}/auth/totp/setup`, undefined, token);
  expect(setup.status).toBe(200);
  const { secret, otpauthUri } = setup.body.data as { secret: string; otpauthUri: string };
  expect(otpauthUri).toContain(`secret=${secret}`);
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Drops:/);
  const wrong = await post(`${stack.apiUrl}/auth/totp/enable`, { code: '000000' }, token);
  expect(wrong.status).toBe(400);
  expect(wrong.body).toMatchObject({ errors: { code: adminAccountMessages.codeInvalid } });
  // The previous step's code, so the sign-in's code (this step's) is still unused.
  const enabled = await post(
    `${stack.apiUrl}/auth/totp/enable`,
    { code: totpCode(secret, -1) },
    token,
  );
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = enabled.body.data as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

describe('the second factor in development (optional)', () => {
  it('is asked after the password once on, by TOTP code or single-use recovery code', async () => {
    const admin = await development.createAdmin();
    const first = await signIn(development, admin.email, admin.password);
    expect(first.status).toBe(200);
    const token = accessTokenOf(first);
    const { secret, recoveryCodes } = await enrolled(development, token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await development.knex('admin_recovery_codes').where({ admin_id: admin.id });
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

    const challenged = await signIn(development, admin.email, admin.password);
    expect(challenged.status).toBe(200);
    expect(challenged.body).toEqual({
      success: true,
      secondFactorRequired: true,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const challenge = challenged.body.challenge as string;
    const wrong = await secondFactor(development, challenge, '123456');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, error: adminAccountMessages.codeInvalid });

    const code = totpCode(secret);
    const passed = await secondFactor(development, challenge, code);
    expect(passed.status).toBe(200);
    // Exactly the spec's login answer.
    expect(passed.body).toMatchObject({
      success: true,
      token: { accessToken: expect.any(String) },
      user: { _id: admin.id, email: admin.email, permissions: { admin: true } },
      data: { token: passed.body.token, user: passed.body.user },
    });
    expect(passed.body).not.toHaveProperty('recoveryCodes');
    expect(
      (await request(`${development.apiUrl}/admin/categories`, { token: accessTokenOf(passed) }))
        .status,
    ).toBe(200);
    // A challenge works once, and so does a code.
    expect((await secondFactor(development, challenge, code)).status).toBe(401);
    const again = await signIn(development, admin.email, admin.password);
    const replay = await secondFactor(development, again.body.challenge as string, code);
    expect(replay.status).toBe(400);

    const [recovery] = recoveryCodes;
    const byRecovery = await secondFactor(
      development,
      again.body.challenge as string,
      recovery!.toUpperCase(),
    );
    expect(byRecovery.status).toBe(200);
    const reused = await signIn(development, admin.email, admin.password);
    expect(
      (await secondFactor(development, reused.body.challenge as string, recovery!)).status,
    ).toBe(400);

    // Off with a current code; then the password alone signs in again.
    const current = accessTokenOf(byRecovery);
    const off = await post(
      `${development.apiUrl}/auth/totp/disable`,
      { code: recoveryCodes[1] },
      current,
    );
    expect(off.status).toBe(200);
    expect((await signIn(development, admin.email, admin.password)).body).toMatchObject({
      token: { accessToken: expect.any(String) },
    });
    expect(await actionsOf(development, current, admin.id)).toEqual(
      expect.arrayContaining([
        'second_factor_enable',
        'sign_in_failed',
        'recovery_code_used',
        'second_factor_disable',
      ]),
    );
  });

  it('pauses the account after 5 wrong codes, the right one then refused alike', async () => {
    const admin = await development.createAdmin();
    const token = accessTokenOf(await signIn(development, admin.email, admin.password));
    const { secret } = await enrolled(development, token);
    const challenged = await signIn(development, admin.email, admin.password);
    const challenge = challenged.body.challenge as string;
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await secondFactor(development, challenge, '000000')).status).toBe(400);
    const right = await secondFactor(development, challenge, totpCode(secret));
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ error: adminAccountMessages.codeInvalid });
    // The password too answers as a wrong one while paused.
    expect((await signIn(development, admin.email, admin.password)).body).toMatchObject({
      error: adminMessages.loginFailed,
    });
  });

  it('answers bad input with 400 and an unknown challenge with 401', async () => {
    for (const body of [
      {},
      { challenge: 'x' },
      { challenge: 'x', code: '' },
      { challenge: 5, code: '1' },
    ]) {
      const answer = await post(`${development.apiUrl}/auth/login/second-factor`, body);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const unknown = await secondFactor(development, 'a'.repeat(43), '123456');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ error: adminAccountMessages.challengeExpired });
    expect((await post(`${development.apiUrl}/auth/totp/setup`, undefined)).status).toBe(401);
  });
});

describe('the second factor where required (production, the e2e suite)', () => {
  it('makes an administrator without one enroll before any token', async () => {
    const admin = await production.createAdmin();
    const challenged = await signIn(production, admin.email, admin.password);
    expect(challenged.status).toBe(200);
    expect(challenged.body).toEqual({
      success: true,
      secondFactorRequired: true,
      challenge: expect.any(String),
      enrollment: { secret: expect.stringMatching(/^[A-Z2-7]+$/), otpauthUri: expect.any(String) },
    });
    expect(challenged.body).not.toHaveProperty('token');
    const { secret } = challenged.body.enrollment as { secret: string };
    const enrolledAnswer = await secondFactor(
      production,
      challenged.body.challenge as string,
      totpCode(secret),
    );
    expect(enrolledAnswer.status).toBe(200);
    expect(enrolledAnswer.body).toMatchObject({
      success: true,
      token: { accessToken: expect.any(String) },
      recoveryCodes: expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{5}-[0-9a-f]{5}$/)]),
    });
    const token = accessTokenOf(enrolledAnswer);
    const listedAdmin = await request(`${production.apiUrl}/admin/admins`, { token });
    expect(
      (listedAdmin.body.data as { admins: { _id: string; secondFactor: boolean }[] }).admins.find(
        (each) => each._id === admin.id,
      ),
    ).toMatchObject({ secondFactor: true });

    // Kept on: it cannot be turned off here.
    const off = await post(
      `${production.apiUrl}/auth/totp/disable`,
      { code: totpCode(secret, 1) },
      token,
    );
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({ error: adminAccountMessages.secondFactorRequired });
    // The next sign-in asks the code, no longer an enrollment.
    const next = await signIn(production, admin.email, admin.password);
    expect(next.body).not.toHaveProperty('enrollment');
    expect(next.body).toMatchObject({ secondFactorRequired: true });
  });
});
