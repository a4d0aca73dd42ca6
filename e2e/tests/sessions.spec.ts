import { expect, test, type Page } from '../support/test';
import { newSellerAccount, registerSeller } from '../support/api';
import { signInThroughScreen } from '../support/flows';
import { saveScreen } from '../support/screens';

/**
 * Issue 30 item 3 in Chromium at 1280 and 390 px: a refused access token is renewed from the
 * refresh cookie without the seller noticing; Edit Profile lists the seller's sessions, and
 * "Sign out everywhere" in one browser ends the session of another, whose next page lands on
 * sign-in.
 */

const storedToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem('seller-session') ?? '{}') as { token?: string })
        .token,
  );

test('an expired access token is renewed silently from the refresh cookie', async ({ page }) => {
  const seller = newSellerAccount('renew');
  await registerSeller(seller, 'flex');
  await signInThroughScreen(page, seller);
  const refreshCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'drops_seller_refresh')
      ?.value;
  const signedInRefresh = await refreshCookie();
  expect(signedInRefresh).toBeTruthy();

  // As after 15 minutes: the stored access token (still naming its seller, as an expired one
  // does) is no longer accepted: its signature no longer matches.
  await page.evaluate(() => {
    const session = JSON.parse(window.localStorage.getItem('seller-session') ?? '{}') as {
      token: string;
    };
    const refused = `${session.token.slice(0, -4)}AAAA`;
    window.localStorage.setItem('seller-session', JSON.stringify({ ...session, token: refused }));
  });
  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  // This browser's session, beside the sign-up's own (a flex sign-up is signed in at once).
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(2);
  await expect(page).toHaveURL(/\/edit-profile$/);
  const renewed = await storedToken(page);
  expect(renewed?.endsWith('AAAA')).toBe(false);
  // The renewal spent the refresh token (rotated, single use). The access token itself may be
  // the same text as the sign-in's when both fall in one second (same session, same claims).
  expect(await refreshCookie()).not.toBe(signedInRefresh);
});

test('"Sign out everywhere" in one browser ends the session of another', async ({
  page,
  browser,
}, testInfo) => {
  const seller = newSellerAccount('everywhere');
  await registerSeller(seller, 'flex');
  const elsewhere = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
  });
  const otherPage = await elsewhere.newPage();
  try {
    await signInThroughScreen(otherPage, seller);
    await signInThroughScreen(page, seller);

    await page.goto('/edit-profile');
    const sessions = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
    // Both browsers' sessions and the sign-up's own, the one used last first.
    await expect(sessions).toHaveCount(3);
    await expect(sessions.first()).toContainText('This device');
    await expect(sessions.first()).toContainText('Chrome');
    await expect(sessions.nth(1).getByRole('button', { name: /^Sign out: / })).toBeVisible();
    await page.getByRole('heading', { name: 'Sessions' }).scrollIntoViewIfNeeded();
    await saveScreen(page, testInfo, 'sessions');

    // Keyboard: the button and its confirmation.
    await page.getByRole('button', { name: 'Sign out everywhere' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere' });
    await expect(dialog).toContainText('Sign out of every device, this one included?');
    await saveScreen(page, testInfo, 'sessions-sign-out-everywhere');
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'SIGN IN' })).toBeVisible();

    // The other browser's next page: its session has ended, so sign-in, told why.
    await otherPage.goto('/edit-profile');
    await expect(otherPage).toHaveURL(/\/signin$/);
    await expect(
      otherPage.getByText('Your session has expired. Please sign in again.'),
    ).toBeVisible();
    await saveScreen(otherPage, testInfo, 'sessions-ended-elsewhere');
  } finally {
    await elsewhere.close();
  }
});
