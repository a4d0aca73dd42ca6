import { expect, test } from '../support/test';
import { newSellerAccount, registerSeller, tinyPng } from '../support/api';
import { startFrontend, startService, stopFrontend, stopService } from '../support/control';
import { apiBaseUrl } from '../support/environment';
import { signInThroughScreen } from '../support/flows';
import { saveScreen } from '../support/screens';

const seller = newSellerAccount('resilient');
test.beforeAll(() => registerSeller(seller));
// Whatever happens, the profile server runs again for the next tests.
test.afterEach(async () => {
  await startFrontend('profile').catch(() => undefined);
  await startService('catalog').catch(() => undefined);
  await startService('storage').catch(() => undefined);
});

const uploadBody = JSON.stringify({
  fileName: 'avatar.png',
  fileType: 'image/png',
  fileSize: tinyPng.length,
  fileData: tinyPng.toString('base64'),
});
const uploadProfileImage = () =>
  fetch(`${apiBaseUrl}/s3/seller/profile-image-upload`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: uploadBody,
  });

test("a remote's server stopped mid-session: its area falls back, the rest works, it recovers", async ({
  page,
}, testInfo) => {
  // Restarting a part of the stack can take a while on a loaded machine.
  test.slow();
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
  // The profile form shows the email in its read-only field.
  await expect(page.getByLabel('Email')).toHaveValue(seller.email);
  await saveScreen(page, testInfo, 'edit-profile');
});

test('a stopped service or storage answers with the error body, and works again once restarted', async () => {
  // Restarting a part of the stack can take a while on a loaded machine.
  test.slow();
  await stopService('catalog');
  const whileDown = await uploadProfileImage();
  expect(whileDown.status).toBe(503);
  expect(await whileDown.json()).toMatchObject({ success: false });
  await startService('catalog');
  expect((await uploadProfileImage()).status).toBe(200);

  await stopService('storage');
  const storageDown = await uploadProfileImage();
  expect(storageDown.status).toBeGreaterThanOrEqual(500);
  expect(await storageDown.json()).toMatchObject({ success: false });
  await startService('storage');
  const storageBack = await uploadProfileImage();
  expect(storageBack.status).toBe(200);
  const { key } = (await storageBack.json()) as { key: string };
  expect(key).toMatch(/^seller-profiles\//);
});
