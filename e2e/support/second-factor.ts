import { expect, type Page } from '@playwright/test';
import { createKnex } from '@drops/db';
import { mintRecoveryCode, totpCode } from '@drops/stack/second-factor-codes';
import { apiBaseUrl, accounts } from './environment';

/**
 * Issue 30 item 5: the e2e stack runs as production does, so every administrator signs in with
 * a second factor. The seeded administrator enrolls once, in the global setup, with a TOTP code
 * computed here (RFC 6238). A TOTP code works once per 30 seconds and the suite signs that
 * administrator in many times at once, so each later sign-in uses a recovery code made for it
 * (stored hashed, as the service makes them): the service's own recovery-code path.
 */

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The global setup's step: the seeded administrator's second factor, unless already on. */
export async function enrollSeededAdministrator(): Promise<void> {
  const { email, password } = accounts.admin;
  const login = await post('/auth/login', { email, password });
  const enrollment = login.enrollment as { secret: string } | undefined;
  if (!login.secondFactorRequired || !enrollment) return;
  await post('/auth/login/second-factor', {
    challenge: login.challenge,
    code: totpCode(enrollment.secret),
  });
}

/** A fresh single-use recovery code of the seeded administrator. */
export async function recoveryCodeForSeededAdministrator(): Promise<string> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through the e2e global setup');
  const db = createKnex(url, { poolMax: 1 });
  try {
    return await mintRecoveryCode(db, accounts.admin.email);
  } finally {
    await db.destroy();
  }
}

/** `POST /auth/login` then the second step: the spec's login answer. */
export async function seededAdministratorLogin(): Promise<{ token: { accessToken: string } }> {
  const { email, password } = accounts.admin;
  const login = await post('/auth/login', { email, password });
  if (!login.secondFactorRequired) return login as { token: { accessToken: string } };
  const answer = await post('/auth/login/second-factor', {
    challenge: login.challenge,
    code: await recoveryCodeForSeededAdministrator(),
  });
  return answer as { token: { accessToken: string } };
}

/**
 * After SIGN IN on /admin/login: the second step the stack asks. An administrator without a
 * factor sets one up with a code computed from the key shown (then Continue past the recovery
 * codes); the seeded administrator answers with a recovery code. A stack that asks nothing goes
 * straight on.
 */
export async function passSecondFactor(page: Page): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Authentication code' });
  const landed = page
    .waitForURL((url) => !url.pathname.endsWith('/admin/login'), { timeout: 10_000 })
    .then(() => false);
  const asked = field.waitFor({ timeout: 10_000 }).then(() => true);
  if (!(await Promise.race([asked, landed]))) return;
  const key = page.locator('code[data-secret]');
  if (await key.count()) {
    await field.fill(totpCode((await key.getAttribute('data-secret')) ?? ''));
    await field.press('Enter');
    await page.getByRole('button', { name: 'Continue' }).click();
  } else {
    await field.fill(await recoveryCodeForSeededAdministrator());
    await field.press('Enter');
  }
  await expect(field).toBeHidden();
}
