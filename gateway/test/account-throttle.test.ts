import { adminMessages, passwordMessages, serverMessages } from '@drops/contracts';
import type { ApiResponse } from '../testing/stack';
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
 * Issue 30, item 4 and the enumeration check, through the real gateway on MariaDB: 5 failed
 * sign-ins of one account within 15 minutes, from any address, refuse its sign-ins for 15
 * minutes with the wrong password's very answer, its owner is mailed once, and a reset lifts it;
 * known and unknown emails get the same status, body and (median) time from forgot and sign-in.
 */
let started: MailStack;
beforeAll(async () => {
  started = await startMailStack();
});
afterAll(() => stopMailStack(started));

const api = () => started.stack.apiUrl;
const signIn = (email: string, password: string) =>
  post(`${api()}/seller/login`, { email, password });
const wrongAnswer = { success: false, error: serverMessages.invalidCredentials };
const bodyOf = (answer: ApiResponse) => ({
  success: answer.body.success,
  error: answer.body.error,
});

describe('per-account sign-in throttle', () => {
  it('after 5 failures even the right password gets the wrong one’s answer, mailed once; a reset lifts it', async () => {
    const seller = await started.stack.createSeller();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await signIn(seller.email, `wrong-password-${attempt}`);
      expect(failed.status).toBe(401);
      expect(bodyOf(failed)).toEqual(wrongAnswer);
    }
    const refused = await signIn(seller.email, seller.password);
    expect(refused.status).toBe(401);
    expect(bodyOf(refused)).toEqual(wrongAnswer);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn(seller.email, 'wrong-again-123')).status).toBe(401);

    const [notice] = await mailsTo(started.catcher, seller.email, subjects.locked);
    expect(notice?.text).toContain('https://drops.example/forgot-password');
    await settle();
    expect(
      started.catcher.mails.filter(
        (mail) => mail.to.includes(seller.email) && mail.subject.startsWith(subjects.locked),
      ),
    ).toHaveLength(1);
    // Another account is not touched.
    const other = await started.stack.createSeller();
    expect((await signIn(other.email, other.password)).status).toBe(200);

    await post(`${api()}/seller/password/forgot`, { email: seller.email });
    const token = resetTokenOf(
      (await mailsTo(started.catcher, seller.email, subjects.reset))[0],
      '/reset-password',
    );
    expect(
      (await post(`${api()}/seller/password/reset`, { token, password: 'after-the-pause-1' }))
        .status,
    ).toBe(200);
    expect((await signIn(seller.email, 'after-the-pause-1')).status).toBe(200);
  });

  it('pauses an account 15 minutes: once the pause is over, the right password signs in', async () => {
    const seller = await started.stack.createSeller();
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(seller.email, 'wrong-password-1');
    expect((await signIn(seller.email, seller.password)).status).toBe(401);
    const [row] = await started.stack
      .knex('seller_sign_in_failures')
      .where({ account_id: seller.id });
    expect(Number(row.locked_until) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(Number(row.locked_until) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    await started.stack
      .knex('seller_sign_in_failures')
      .where({ account_id: seller.id })
      .update({ locked_until: Date.now() - 1 });
    expect((await signIn(seller.email, seller.password)).status).toBe(200);
  });

  it('does the same for administrators', async () => {
    const admin = await started.stack.createAdmin();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (await post(`${api()}/auth/login`, { email: admin.email, password: 'nope-nope' })).status,
      ).toBe(401);
    const refused = await post(`${api()}/auth/login`, {
      email: admin.email,
      password: admin.password,
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, error: adminMessages.loginFailed });
    const [notice] = await mailsTo(started.catcher, admin.email, subjects.locked);
    expect(notice?.text).toContain('https://drops.example/admin/forgot-password');

    await post(`${api()}/auth/password/forgot`, { email: admin.email });
    const token = resetTokenOf(
      (await mailsTo(started.catcher, admin.email, subjects.reset))[0],
      '/admin/reset-password',
    );
    await post(`${api()}/auth/password/reset`, { token, password: 'admin-after-pause-1' });
    expect(
      (await post(`${api()}/auth/login`, { email: admin.email, password: 'admin-after-pause-1' }))
        .status,
    ).toBe(200);
  });
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * A known account's answer is no slower than an unknown one's: the median of the paired
 * differences (each known call against the unknown call of its round, so a busy moment falls on
 * both) stays under 20 % of the unknown median, or 2 ms. Work done for a known account before
 * answering (a token write, a mail over SMTP) adds about 4 ms to a 7 ms forgot, every time; the
 * machine's jitter falls on either side (CI once saw the unknown median 3 ms the slower, and once,
 * with other suites busy on both cores, the known one 4 ms the slower). So a measure outside the
 * bound is taken twice more, and the middle of the three gaps decides: a real difference shows in
 * most of them (answering after the link's work measured 2.7, 2.6 and 1.9 ms here).
 */
async function expectNoSlowerWhenKnown(
  measure: () => Promise<{ known: number[]; unknown: number[] }>,
) {
  const gaps: number[] = [];
  const bounds: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const times = await measure();
    const paired = times.known.map((known, round) => known - (times.unknown[round] ?? known));
    const unknown = median(times.unknown);
    gaps.push(median(paired));
    bounds.push(Math.max(0.2 * unknown, 2));
    console.info(
      `medians: known ${median(times.known).toFixed(2)} ms, unknown ${unknown.toFixed(2)} ms, ` +
        `paired gap ${median(paired).toFixed(2)} ms`,
    );
    if (attempt === 0 && gaps[0]! < bounds[0]!) return;
  }
  expect(median(gaps)).toBeLessThan(median(bounds));
}

/** Times known and unknown calls in turns (so load on the machine falls on both alike). */
async function timeInTurns(
  rounds: number,
  known: () => Promise<ApiResponse>,
  unknown: () => Promise<ApiResponse>,
) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = { known: [] as ApiResponse[], unknown: [] as ApiResponse[] };
  for (let round = 0; round < rounds; round += 1) {
    for (const side of round % 2 === 0
      ? (['known', 'unknown'] as const)
      : (['unknown', 'known'] as const)) {
      const startedAt = performance.now();
      const answer = await (side === 'known' ? known() : unknown());
      times[side].push(performance.now() - startedAt);
      answers[side].push(answer);
      // What a forgot does after its answer (a token, a mail over SMTP) is over before the next
      // call is timed: 30 ms was not always enough, and the known side's mail then slowed it.
      await settle(120);
    }
  }
  return { times, answers };
}

describe('no account enumeration', () => {
  it('forgot: same status and body, a known account’s answer no slower', async () => {
    const seller = await started.stack.createSeller();
    const unknownEmail = `nobody.${Date.now()}@example.com`;
    await expectNoSlowerWhenKnown(async () => {
      const { times, answers } = await timeInTurns(
        41,
        () => post(`${api()}/seller/password/forgot`, { email: seller.email }),
        () => post(`${api()}/seller/password/forgot`, { email: unknownEmail }),
      );
      for (const answer of [...answers.known, ...answers.unknown]) {
        expect(answer.status).toBe(202);
        expect(answer.body).toEqual({ success: true, message: passwordMessages.forgotAccepted });
      }
      return times;
    });
  }, 180_000);

  it('sign-in with a wrong password: same status and body, a known account’s answer no slower', async () => {
    const seller = await started.stack.createSeller();
    const unknownEmail = `nobody.${Date.now()}@example.com`;
    await expectNoSlowerWhenKnown(async () => {
      const { times, answers } = await timeInTurns(
        21,
        () => signIn(seller.email, 'not-the-password'),
        () => signIn(unknownEmail, 'not-the-password'),
      );
      for (const answer of [...answers.known, ...answers.unknown]) {
        expect(answer.status).toBe(401);
        // Each answer names its own request; everything else is the same.
        expect({ ...answer.body, requestId: 'any' }).toEqual({
          success: false,
          error: serverMessages.invalidCredentials,
          code: 'UNAUTHORIZED',
          requestId: 'any',
        });
      }
      return times;
    });
  }, 180_000);
});
