import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test';
import { createProducts, createSeller, signInAdministrator, uniqueTag } from '../support/admin';
import { newSellerAccount, registerSeller } from '../support/api';
import {
  createImageDrop,
  loginSellerApi,
  openDashboardAs,
  sellerWithThreeActionRows,
  updateSellerApi,
} from '../support/dashboard-data';
import { signInThroughScreen } from '../support/flows';
import {
  expectCoversNoAction,
  expectFullyVisible,
  expectNoSidewaysScroll,
} from '../support/layout-checks';
import { saveScreen } from '../support/screens';

/**
 * Issue 20, item 1: on the seller dashboard every row action (SELL, EDIT, DELETE) is wholly on
 * screen, with nothing scrolling sideways: the table at 1280 and 1024 px, the cards on a phone.
 */
test('every drop action is fully visible without sideways scrolling', async ({
  page,
}, testInfo) => {
  const seller = await sellerWithThreeActionRows();
  await openDashboardAs(page, seller);
  const mobile = testInfo.project.name === 'mobile';
  const list = mobile
    ? page.getByRole('list', { name: 'Your drops' })
    : page.getByRole('table', { name: 'Your drops' });
  await expect(list.getByRole('button', { name: 'Sell' })).toHaveCount(2);
  const actions = list.getByRole('group', { name: /^Actions for / }).getByRole('button');
  await expect(actions).toHaveCount(8);

  const widths = mobile ? [390] : [1280, 1024];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page);
    await expectFullyVisible(actions, `row actions at ${width} px`);
    await saveScreen(page, testInfo, `dashboard-three-actions-${width}`);
  }
});

/** Issue 20, item 5: the sign-in's toast leaves every action on screen uncovered. */
test('"Login successful!" covers no action of the dashboard', async ({ page }, testInfo) => {
  const seller = await sellerWithThreeActionRows();
  // Enough drops to fill the window, so actions sit wherever a toast could.
  for (const index of [1, 2, 3, 4, 5])
    await createImageDrop(seller, { name: `Filler ${index}`, category: 'music' });
  await signInThroughScreen(page, seller.account);
  const toastCard = page.getByRole('status').filter({ hasText: 'Login successful!' });
  await expect(toastCard).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' }).first()).toBeVisible();
  await expectCoversNoAction(page, toastCard, '"Login successful!"');
  await saveScreen(page, testInfo, 'dashboard-login-toast');
});

test("an administrator's toast covers no action of the categories page", async ({
  page,
}, testInfo) => {
  await signInAdministrator(page);
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Create Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Category' });
  await dialog.getByLabel('Category name').fill(`Toast ${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  const toastCard = page.getByRole('status').filter({ hasText: 'Category created successfully' });
  await expect(toastCard).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectCoversNoAction(page, toastCard, '"Category created successfully"');
  await saveScreen(page, testInfo, 'admin-category-toast');
});

/** Issue 20, item 7: a hyphenated username stays whole in the Welcome heading ("STUDIO- / NORTH"). */
test('the Welcome heading never breaks a username at its hyphen', async ({ page }, testInfo) => {
  const account = {
    ...newSellerAccount('hy'),
    username: `studio-${randomBytes(3).toString('hex')}`,
  };
  await registerSeller(account, 'flex', { firstLogin: true });
  const signedIn = await loginSellerApi(account);
  signedIn.seller = await updateSellerApi(signedIn, { firstLogin: false });
  await openDashboardAs(page, signedIn);
  const heading = page.getByRole('heading', { name: `Welcome, ${account.username}` });
  await expect(heading).toBeVisible();
  const lines = await heading.evaluate((element, username) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf(username) ?? -1;
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + username.length);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    }
    return 0;
  }, account.username);
  expect(lines, 'lines the username is set on').toBe(1);
  await saveScreen(page, testInfo, 'dashboard-welcome-hyphen');
});

/**
 * Issue 20, item 7: the administrator's Seller Details keeps its five recent products in a list
 * of its own that scrolls, marked so (a focusable region with its shadows), instead of the
 * whole dialog cutting them mid-row.
 */
test('Seller Details: the recent products scroll in their own marked list', async ({
  page,
}, testInfo) => {
  const tag = uniqueTag('rp');
  const seller = await createSeller(tag, 'flex', 1);
  await createProducts(
    seller,
    ['One', 'Two', 'Three', 'Four', 'Five'].map((n) => `${tag} ${n}`),
  );
  await signInAdministrator(page);
  await page.goto(`/admin/sellers?search=${tag}`);
  await page.getByRole('button', { name: `View ${seller.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Seller details' });
  const list = dialog.getByRole('region', { name: 'Recent products' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  const scrolling = await dialog.evaluate((dialogNode) => {
    const listNode = dialogNode.querySelector('[role="region"]');
    if (!(listNode instanceof HTMLElement)) return null;
    // The dialog scrolled to its end (it may scroll on a short window): the list's box is then
    // wholly in view, so what is cut is cut inside it, where its shadow says there is more.
    dialogNode.scrollTop = dialogNode.scrollHeight;
    const box = listNode.getBoundingClientRect();
    const frame = dialogNode.getBoundingClientRect();
    return {
      listInView: box.top >= frame.top && box.bottom <= frame.bottom,
      listScrolls: listNode.scrollHeight > listNode.clientHeight,
      focusable: listNode.tabIndex === 0,
      shadows: getComputedStyle(listNode).backgroundAttachment.includes('local'),
    };
  });
  expect(scrolling).toEqual({
    listInView: true,
    listScrolls: true,
    focusable: true,
    shadows: true,
  });
  await saveScreen(page, testInfo, 'admin-seller-detail-recent-products');
});
