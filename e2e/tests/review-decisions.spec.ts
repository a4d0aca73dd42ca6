import { expect, test } from '../support/test';
import { createSeller, uniqueTag } from '../support/admin';
import { createDrop, newFlexSeller, newSellSeller } from '../support/drop-editor';
import { mailCatcherUrl } from '../support/environment';
import { signInThroughScreen } from '../support/flows';
import { waitForMail } from '../support/mail';
import {
  pauseDropWithReason,
  rejectSellerWithReason,
  requestToSell,
  restoreDrop,
} from '../support/review';
import { saveScreen } from '../support/screens';

/** Issue 16, the seller's side: told why at sign-in, in the bell, in the editor and the list. */

test('a rejected sell sign-up is told why at sign-in', async ({ page }, testInfo) => {
  const seller = await createSeller(uniqueTag('rej'), 'sell');
  await rejectSellerWithReason(
    seller.id,
    'unverifiable_work_link',
    'The link to your work does not open. Please sign up again with a working link.',
  );

  await page.goto('/signin');
  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('Password').fill(seller.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();

  // The spec's refusal stays, word for word; the decision is shown beside it.
  await expect(page.getByRole('alert')).toHaveText(
    'Your seller account has been rejected. Please contact support.',
  );
  const decision = page.getByRole('region', { name: 'Why your account was not approved' });
  await expect(decision).toContainText('Unverifiable work link');
  await expect(decision).toContainText('The link to your work does not open.');
  await expect(decision).toContainText(/Decided on\s*\d\d\/\d\d\/\d{4}/);
  await expect(page).toHaveURL(/\/signin$/);
  await saveScreen(page, testInfo, 'review-rejected-sign-in');

  // The same decision reached the seller's mailbox: found in the catcher as a person reads it.
  const mail = await waitForMail(seller.email, 'Your account was not approved · Drops');
  expect(mail.text).toContain('Reason: Unverifiable work link\n');
  expect(mail.html).toContain('The link to your work does not open.');
  await page.goto(mailCatcherUrl);
  await page
    .getByRole('row', { name: seller.email })
    .getByRole('link', { name: 'Your account was not approved · Drops' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your account was not approved · Drops',
  );
  await expect(page.getByText(`To: ${seller.email}`)).toBeVisible();
  // Issue 31 item 5: reason and note on lines of their own; its button leads to sign-in.
  await expect(page.locator('pre')).toContainText(
    'Your account was not approved.\n\nReason: Unverifiable work link\nNote: The link to your work does not open.',
  );
  await expect(page.locator('pre')).toContainText('/signin');
  await saveScreen(page, testInfo, 'review-rejected-mail');
});

test('a paused drop: the bell tells the seller, the editor says why and will not publish, until restored', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const seller = await newSellSeller('pause');
  const drop = await createDrop(seller, {
    name: 'Moderated Jacket',
    description: 'A jacket the administrator will pause.',
    category: 'fashion',
    purchaseUrl: 'https://shop.drops.test/moderated-jacket',
    mainImage: 'https://images.drops.test/moderated-jacket.png',
    launchDate: new Date(Date.now() - 86_400_000).toISOString(),
    status: 'Published',
  });

  await signInThroughScreen(page, seller);
  // The approval that made this a sell account is its first notification.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // Paused while the seller looks at the dashboard: the count follows without a reload (≤ 30 s).
  await pauseDropWithReason(drop._id, 'misleading_listing', 'The photos show another jacket.');
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 30_000 });

  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Notifications' });
  const paused = panel.getByRole('link', { name: /Your drop was paused/ });
  await expect(paused).toContainText(
    '"Moderated Jacket" was paused by an administrator and shows as Draft until it is restored.',
  );
  await expect(paused).toContainText('Reason: Misleading listing.');
  await expect(panel.getByRole('link').first()).toContainText('Your drop was paused');
  await saveScreen(page, testInfo, 'review-bell-panel');

  // Issue 31 item 11: a focused item's whole focus ring shows inside the panel's scroll area.
  // By keyboard (focus-visible): from the bell, past "Mark all as read", to the newest item.
  await bell.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(paused).toBeFocused();
  const ringOutside = await paused.evaluate((link) => {
    const style = getComputedStyle(link);
    const reach = Math.max(0, parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth));
    const ring = link.getBoundingClientRect();
    const area = link.closest('ul')!.parentElement!.getBoundingClientRect();
    return {
      style: style.outlineStyle,
      left: area.left - (ring.left - reach),
      right: ring.right + reach - area.right,
      top: area.top - (ring.top - reach),
    };
  });
  expect(ringOutside.style).toBe('solid');
  expect(Math.max(ringOutside.left, ringOutside.right, ringOutside.top)).toBeLessThanOrEqual(0);
  await saveScreen(page, testInfo, 'review-bell-focus');

  // Escape closes it and gives the keyboard back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await bell.click();
  await panel.getByRole('link', { name: /Your drop was paused/ }).click();
  await expect(page).toHaveURL(new RegExp(`/add-product/${drop._id}$`));
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  const notice = page.getByRole('region', { name: 'This drop is paused' });
  await expect(notice).toContainText('Misleading listing');
  await expect(notice).toContainText('The photos show another jacket.');
  await expect(page.getByRole('button', { name: 'SAVE CHANGES' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'SAVE DRAFT' })).toBeEnabled();
  await saveScreen(page, testInfo, 'review-paused-editor');

  // The dashboard: the spec's Draft, with the Paused tag beside it.
  await page.goto('/dashboard');
  const row =
    testInfo.project.name === 'mobile'
      ? page.getByRole('listitem').filter({ hasText: 'Moderated Jacket' })
      : page.getByRole('row', { name: /Moderated Jacket/ });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row.getByText('Paused', { exact: true })).toBeVisible();
  await saveScreen(page, testInfo, 'review-paused-row');

  // Restored by the administrator: the notice goes and SAVE CHANGES works again.
  await restoreDrop(drop._id);
  await page.goto(`/add-product/${drop._id}`);
  await expect(page.getByRole('button', { name: 'SAVE CHANGES' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'This drop is paused' })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('a request to sell shows its date on the dashboard, then the decision and why', async ({
  page,
}, testInfo) => {
  const seller = await newFlexSeller('asks');
  await requestToSell(seller);
  await signInThroughScreen(page, seller);

  // The spec's note, word for word, and the date it was asked beside it.
  await expect(page.getByRole('note')).toHaveText('Your request to sell is under review.');
  await expect(page.getByText(/^Requested on \d\d\/\d\d\/\d{4}\.$/)).toBeVisible();
  await saveScreen(page, testInfo, 'review-request-pending');

  await rejectSellerWithReason(
    seller.id,
    'incomplete_profile',
    'Add a bio and a link to your work.',
  );
  // The rejection ended the seller's sessions (issue 30): the dashboard's next read lands on
  // sign-in, where signing in again says the decision and why.
  await page.reload();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email').fill(seller.email);
  await page.getByLabel('Password').fill(seller.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  const decision = page.getByRole('region', { name: 'Why your account was not approved' });
  await expect(decision).toContainText('Incomplete profile');
  await expect(decision).toContainText('Add a bio and a link to your work.');
  await expect(page).toHaveURL(/\/signin$/);
  await saveScreen(page, testInfo, 'review-request-rejected');
});
