import { expect, test, type Page } from '../support/test';
import { totpCode } from '@drops/stack/second-factor-codes';
import { signInAdministrator, uniqueTag } from '../support/admin';
import { waitForMail } from '../support/mail';
import { saveScreen } from '../support/screens';

/**
 * Issue 30 item 5 in Chromium at 1280 and 390 px: an administrator invites another from the
 * Administrators screen; the invitee follows the mailed link, sets a password, signs in, sets up
 * a second factor (the codes computed here by RFC 6238) and then signs in with a code.
 */

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).not.toHaveURL(/\/admin\/(dashboard|administrators)/);
}

async function openAdministrators(page: Page, mobile: boolean) {
  if (mobile) await page.goto('/admin/administrators');
  else await page.getByRole('link', { name: 'Administrators' }).click();
  await expect(page.getByRole('heading', { name: 'Administrators', level: 1 })).toBeVisible();
}

test('an administrator invites another, who sets a password, enrolls a second factor and signs in with a code', async ({
  page,
}, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const email = `${uniqueTag('invite')}@drops.test`;
  const password = 'invited-admin-password-1';

  await signInAdministrator(page);
  await openAdministrators(page, mobile);
  const invite = page.getByRole('form', { name: 'Invite an administrator' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Email is required')).toBeVisible();
  await invite.getByLabel('Invite an administrator').fill(email);
  await invite.getByLabel('Invite an administrator').press('Enter');
  const card = page.getByRole('article', { name: email });
  await expect(card).toContainText('Invited');
  await expect(card).toContainText('Never');
  await saveScreen(page, testInfo, 'administrators-invited');
  await logOut(page);

  const mail = await waitForMail(email, 'You are invited to administer Drops · Drops');
  const link = mail.text.split(/\s/).find((word) => word.includes('/admin/accept-invite?token='));
  if (!link) throw new Error(`no invitation link in: ${mail.text}`);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join the Drops administrators' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password is set. Sign in to continue.')).toBeVisible();
  await saveScreen(page, testInfo, 'administrators-invite-accepted');

  // The stack runs as production: a second factor is required, set up at the first sign-in.
  await signInAs(page, email, password);
  const enroll = page.getByRole('form', { name: 'Authentication code' });
  await expect(enroll.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
  const secret = await enroll.locator('code[data-secret]').getAttribute('data-secret');
  if (!secret) throw new Error('no key shown');
  await enroll.getByLabel('Authentication code').fill('000000');
  await enroll.getByRole('button', { name: 'VERIFY' }).click();
  await expect(enroll.getByText('The authentication code is not correct')).toBeVisible();
  await saveScreen(page, testInfo, 'administrators-enroll');
  await enroll.getByLabel('Authentication code').fill(totpCode(secret));
  await enroll.getByRole('button', { name: 'VERIFY' }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await saveScreen(page, testInfo, 'administrators-recovery-codes');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openAdministrators(page, mobile);
  await expect(page.getByRole('article', { name: email })).toContainText('On');
  await expect(page.getByRole('article', { name: email })).toContainText('Active');
  await logOut(page);

  // The password, then the code (the next step's: the one that turned it on was used).
  await signInAs(page, email, password);
  const step = page.getByRole('form', { name: 'Authentication code' });
  await expect(step.getByLabel('Authentication code')).toBeFocused();
  await step.getByLabel('Authentication code').fill('123456');
  await step.getByRole('button', { name: 'VERIFY' }).click();
  await expect(step.getByText('The authentication code is not correct')).toBeVisible();
  await saveScreen(page, testInfo, 'administrators-sign-in-code');
  await step.getByLabel('Authentication code').fill(totpCode(secret, 1));
  await step.getByLabel('Authentication code').press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
