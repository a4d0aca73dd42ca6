import { expect, test } from '../support/test';
import { newSellerAccount, registerSeller } from '../support/api';
import { createDrop, newSeller, openDashboardAs } from '../support/dashboard-data';
import { openUserMenu, signInThroughScreen } from '../support/flows';
import { saveScreen } from '../support/screens';
import { endStoredSession } from '../support/sessions';

const seller = newSellerAccount('signin');

test.beforeAll(async () => {
  await registerSeller(seller, 'flex');
});

test('sign-in shows the spec messages, then the server refusal', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await saveScreen(page, testInfo, 'sign-in');

  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await saveScreen(page, testInfo, 'sign-in-errors');

  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Please enter a valid email')).toBeVisible();

  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('Password').fill('wrong-password-1');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a seller signs in, sees the layout and logs out to / @replicas', async ({
  page,
}, testInfo) => {
  await signInThroughScreen(page, seller);
  await expect(page.getByRole('heading', { name: `Welcome, ${seller.username}` })).toBeVisible();
  await expect(page.getByText('Login successful!')).toBeVisible();

  if (testInfo.project.name === 'desktop') {
    await expect(page.getByRole('link', { name: 'Drops' })).toBeVisible();
  } else {
    await expect(page.getByRole('link', { name: 'Product' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  }
  await saveScreen(page, testInfo, 'dashboard');

  await openUserMenu(page);
  await expect(page.getByText(seller.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply to Sell', exact: true })).toBeVisible();
  await saveScreen(page, testInfo, 'user-menu');
  await page.getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('seller-session'))).toBeNull();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
});

test('the session survives a reload; invalid stored data is discarded', async ({ page }) => {
  await signInThroughScreen(page, seller);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${seller.username}` })).toBeVisible();

  await page.evaluate(() => window.localStorage.setItem('seller-session', '{"token":"x"}'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => window.localStorage.getItem('seller-session'))).toBeNull();
});

test('Apply to Sell asks the administrator and then disappears from the menu', async ({ page }) => {
  const applicant = newSellerAccount('apply');
  await registerSeller(applicant, 'flex');
  await signInThroughScreen(page, applicant);
  const menuButton = page.getByRole('button', { name: /, account menu$/ });
  // The dashboard settled first: controls arriving mid-walk would change where Tab goes.
  await expect(page.getByText('No Drops yet')).toBeVisible();

  // By keyboard: the panel closes once focus moves on past its last item, and the dialog gives
  // focus back to the menu button (its Apply to Sell item is gone with the closed menu).
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  // Edit Profile, then Integrations (issue 17), then Apply to Sell.
  await expect(page.getByRole('link', { name: 'Integrations', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Apply to Sell', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Shift+Tab');
  await expect(menuButton).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Apply to sell' });
  await expect(dialog.getByRole('button', { name: 'CANCEL' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  await openUserMenu(page);
  await page.getByRole('button', { name: 'Apply to Sell', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Apply to sell' })
    .getByRole('button', { name: 'APPLY' })
    .click();
  await expect(page.getByText('You have submitted a request to sell.')).toBeVisible();
  await expect(page.getByText('Please wait for confirmation.')).toBeVisible();
  await openUserMenu(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply to Sell', exact: true })).toHaveCount(0);
});

test('an expired session on the dashboard leaves no error toast behind on sign-in', async ({
  page,
}) => {
  const seller = await newSeller('flex');
  await createDrop(seller, { name: 'Quiet Lamp', status: 'Draft' });
  await openDashboardAs(page, seller);
  await expect(page.getByText('Quiet Lamp').first()).toBeVisible();

  // Every toast raised from now on, kept across the move to /signin (a client-side navigation).
  await page.evaluate(() => {
    const raised: string[] = [];
    Object.assign(window, { raisedToasts: raised });
    window.addEventListener('drops:toast', (event) => {
      raised.push(String((event as CustomEvent<{ description?: string }>).detail.description));
    });
  });
  // The session ends on the server; the list call of the next filter is refused.
  await endStoredSession(page, 'seller');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Draft' });

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  // The refused list call's error toast, where one was raised before the move, is gone at once,
  // well before its own 4 s: the notice says why the seller is here.
  const raised = await page.evaluate(
    () => (window as unknown as { raisedToasts: string[] }).raisedToasts,
  );
  expect(raised.filter((toast) => toast !== 'Failed to fetch products')).toEqual([]);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch products' })).toHaveCount(
    0,
    { timeout: 1000 },
  );
});

test('an expired session sends the seller to sign in, says why, and brings them back to their work', async ({
  page,
}, testInfo) => {
  const returning = newSellerAccount('expired');
  await registerSeller(returning, 'flex');
  await signInThroughScreen(page, returning);
  await page.goto('/add-product');
  await page.getByLabel('Drop title').fill('Kept over a new sign-in');
  // The editor keeps its unsaved copy in local storage a moment after each change.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(window.localStorage).some((key) => key.startsWith('drop-editor-draft:')),
      ),
    )
    .toBe(true);

  // The session ends on the server (as after 30 days without use, or a sign-out elsewhere).
  await endStoredSession(page, 'seller');
  await page.getByRole('button', { name: 'SAVE DRAFT' }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('seller-session'))).toBeNull();
  await saveScreen(page, testInfo, 'sign-in-session-expired');

  await page.getByLabel('Email').fill(returning.email);
  await page.getByLabel('Password').fill(returning.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/add-product$/);
  await expect(page.getByLabel('Drop title')).toHaveValue('Kept over a new sign-in');

  // A later sign-in (after Logout) is an ordinary one again: no message, the dashboard.
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'EXIT' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toHaveCount(0);
});
