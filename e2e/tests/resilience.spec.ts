import { expect, test } from '@playwright/test';
import { newSellerAccount, registerSeller } from '../support/api';
import { startFrontend, stopFrontend } from '../support/control';
import { signInThroughScreen } from '../support/flows';
import { saveScreen } from '../support/screens';

const seller = newSellerAccount('resilient');
test.beforeAll(() => registerSeller(seller));
// Whatever happens, the profile server runs again for the next tests.
test.afterEach(() => startFrontend('profile').catch(() => undefined));

test("a remote's server stopped mid-session: its area falls back, the rest works, it recovers", async ({
  page,
}, testInfo) => {
  await signInThroughScreen(page, seller);
  await expect(page.getByRole('heading', { name: `Welcome, ${seller.username}` })).toBeVisible();

  await stopFrontend('profile');
  await page.goto('/edit-profile');
  const fallback = page.getByText('The profile editor is unavailable right now.');
  // The retry plugin tries the entry three times, a second apart, before the area gives up.
  await expect(fallback).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await saveScreen(page, testInfo, 'remote-unavailable');

  // The layout and the other areas keep working.
  const toDashboard =
    testInfo.project.name === 'desktop'
      ? page.getByRole('link', { name: 'Drops' })
      : page.getByRole('link', { name: 'Product' });
  await toDashboard.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${seller.username}` })).toBeVisible();

  await page.goBack();
  await expect(fallback).toBeVisible({ timeout: 15_000 });

  // Back up: Retry brings the area, without a reload.
  await startFrontend('profile');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText(seller.email)).toBeVisible();
  await saveScreen(page, testInfo, 'edit-profile');
});
