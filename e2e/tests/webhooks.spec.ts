import { expect, test, type Page } from '../support/test';
import { newSellerAccount, registerSeller, type SellerAccount } from '../support/api';
import { expectToast, files, slot, slotInput } from '../support/drop-editor';
import { apiBaseUrl } from '../support/environment';
import { openUserMenu, signInThroughScreen } from '../support/flows';
import { expectNoSeriousViolations } from '../support/accessibility';
import { expectChoicesFullSize } from '../support/layout-checks';
import { saveScreen } from '../support/screens';
import { startWebhookReceiver, verifiesWebhook } from '../support/webhook-receiver';

async function tokenOf(account: SellerAccount): Promise<string> {
  const response = await fetch(`${apiBaseUrl}/seller/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function toIntegrations(page: Page) {
  await openUserMenu(page);
  await page.getByRole('link', { name: 'Integrations', exact: true }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
}

test('Integrations: register an endpoint, the secret shown once, a test delivery listed, a published drop arriving signed', async ({
  page,
}, testInfo) => {
  test.slow();
  const receiver = await startWebhookReceiver();
  try {
    const account = newSellerAccount('wh');
    await registerSeller(account);
    await signInThroughScreen(page, account);
    await toIntegrations(page);
    await expect(page.getByText('No endpoints yet')).toBeVisible();

    // Refused on the field: not a URL.
    await page.getByLabel('Endpoint URL').fill('not a url');
    await page.getByRole('button', { name: 'ADD ENDPOINT' }).click();
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();

    await expectChoicesFullSize(page);

    // Keyboard only: the URL, then Tab to the events (Drop published is chosen), Enter submits.
    await page.getByLabel('Endpoint URL').fill(receiver.url);
    await page.getByRole('checkbox', { name: 'Drop published', exact: true }).check();
    await page.getByLabel('Endpoint URL').press('Enter');

    const secretBox = page.getByTestId('webhook-secret');
    await expect(secretBox).toBeVisible();
    const secret = (await secretBox.textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByRole('heading', { name: 'Signing secret' })).toBeFocused();
    // Shown once, so on screen at once, at 390 px too (the form above is taller than the window).
    await expect(secretBox).toBeInViewport({ ratio: 1 });
    await saveScreen(page, testInfo, 'integrations-secret');
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await expect(secretBox).toHaveCount(0);

    const endpoint = page.getByRole('region', { name: receiver.url });
    await expect(endpoint).toBeVisible();
    await endpoint.getByRole('button', { name: 'Send test' }).click();
    const deliveries = endpoint.getByRole('region', { name: `Deliveries to ${receiver.url}` });
    const delivered = deliveries.getByRole('listitem', { name: 'webhook.test, Delivered' });
    await expect(delivered).toBeVisible({ timeout: 15_000 });
    await expect(delivered).toContainText('200');
    await expect(delivered).toContainText(/\d+ ms/);
    await saveScreen(page, testInfo, 'integrations-deliveries');
    await expectNoSeriousViolations(page, 'Integrations');

    const testMessage = receiver.received.find((m) => m.body.includes('"webhook.test"'));
    expect(testMessage && (await verifiesWebhook(secret, testMessage))).toBe(true);

    // Send again: the same message, a second attempt.
    await delivered.getByRole('button', { name: 'Send again' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(2);
    expect(receiver.received[1]?.headers['webhook-id']).toBe(testMessage?.headers['webhook-id']);

    // The secret is never shown again: not after a reload, not in the list's answer.
    await page.reload();
    await expect(page.getByRole('region', { name: receiver.url })).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // A drop published in the drop editor arrives, signed, as the API shows it.
    await page.goto('/add-product');
    await page.getByLabel('Drop title').fill('Webhook Jacket');
    await page.getByLabel('Description').fill('Sent to a webhook.');
    await page.getByLabel('Category').selectOption('art');
    await slotInput(page, 1).setInputFiles(files.png());
    await expect(slot(page, 1)).toHaveAttribute('data-visual-type', 'image');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expectToast(page, 'YOU DROP IS LIVE.');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect
      .poll(() => receiver.received.some((m) => m.body.includes('"drop.published"')), {
        timeout: 15_000,
      })
      .toBe(true);
    const published = receiver.received.find((m) => m.body.includes('"drop.published"'));
    expect(published && (await verifiesWebhook(secret, published))).toBe(true);
    const payload = JSON.parse(published?.body ?? '{}') as {
      data: { drop: { _id: string; name: string } };
    };
    const shown = await fetch(`${apiBaseUrl}/seller/products/${payload.data.drop._id}`, {
      headers: { authorization: `Bearer ${await tokenOf(account)}` },
    });
    expect(payload.data.drop).toEqual(((await shown.json()) as { data: unknown }).data);
    expect(payload.data.drop.name).toBe('Webhook Jacket');

    // Remove: asked first, then the list is empty again.
    await toIntegrations(page);

    await page
      .getByRole('region', { name: receiver.url })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    await page.getByRole('button', { name: 'REMOVE', exact: true }).click();
    await expect(page.getByText('No endpoints yet')).toBeVisible();
  } finally {
    await receiver.close();
  }
});
