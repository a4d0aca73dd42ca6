import { expect, test } from '@playwright/test';
import { openDashboardAs, sellerWithThreeActionRows } from '../support/dashboard-data';
import { expectFullyVisible, expectNoSidewaysScroll } from '../support/layout-checks';
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
