import { expect, test, type Page } from '../support/test';
import { newSellerAccount, registerSeller } from '../support/api';
import { expectNoSeriousViolations } from '../support/accessibility';
import {
  expectToast,
  listDrops,
  newSellSeller,
  publishedDrop,
  sellerToken,
  type SignedInSeller,
} from '../support/drop-editor';
import { apiBaseUrl } from '../support/environment';
import { signInThroughScreen } from '../support/flows';
import { saveScreen } from '../support/screens';
import { openInTwoTabs, saveDropElsewhere } from '../support/two-tabs';

/**
 * Issue 17 point 5, no edit lost: a save made from an older version of the record is refused,
 * and the screen shows what was saved elsewhere beside the seller's own unsaved values, each
 * kept or taken, until the seller saves again.
 */

const conflictTitle = 'This drop was changed elsewhere since you opened it';

async function storedDrop(seller: SignedInSeller, id: string) {
  const drop = (await listDrops(seller)).find((candidate) => candidate._id === id);
  if (!drop) throw new Error(`no drop ${id}`);
  return drop as typeof drop & { brandName: string };
}

const difference = (page: Page, label: string) => page.getByRole('group', { name: label });

test('two tabs editing one drop: the second save shows the conflict and keeps both versions reachable', async ({
  page,
}, testInfo) => {
  const seller = await newSellSeller('conflict_drop');
  const drop = await publishedDrop(seller, 'Opened twice');
  await signInThroughScreen(page, seller);
  const second = await openInTwoTabs(page, `/add-product/${drop._id}`, {
    field: 'Drop title',
    value: 'Opened twice',
  });

  // The first tab saves.
  await page.getByLabel('Drop title').fill('Saved in tab one');
  await page.getByLabel('Description').fill('Tab one description.');
  await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expectToast(page, 'CHANGES HAVE BEEN SAVED!');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The second tab, opened before that save, edits the title too and a field the first left.
  await second.getByLabel('Drop title').fill('Saved in tab two');
  await second.getByLabel('Brand name').fill('Tab two brand');
  await second.getByRole('button', { name: 'SAVE CHANGES' }).click();

  const heading = second.getByRole('heading', { name: conflictTitle });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  // Nothing was saved over the first tab's work.
  expect(await storedDrop(seller, drop._id)).toMatchObject({
    name: 'Saved in tab one',
    description: 'Tab one description.',
    brandName: '',
  });

  // Both changed the title: theirs and mine side by side, mine kept until chosen otherwise.
  const title = difference(second, 'Drop title');
  await expect(title).toContainText('Saved in tab one');
  await expect(title).toContainText('Saved in tab two');
  await expect(title.getByLabel('Keep mine')).toBeChecked();
  await expect(second.getByLabel('Drop title', { exact: true })).toHaveValue('Saved in tab two');
  // Only the first tab changed the description: its value is taken, mine still reachable.
  const description = difference(second, 'Description');
  await expect(description.getByLabel('Take theirs')).toBeChecked();
  await expect(second.getByLabel('Description', { exact: true })).toHaveValue(
    'Tab one description.',
  );
  // Only this tab changed the brand: nothing to choose there, it stays.
  await expect(difference(second, 'Brand name')).toHaveCount(0);
  await expect(second.getByLabel('Brand name', { exact: true })).toHaveValue('Tab two brand');
  await saveScreen(second, testInfo, 'drop-editor-conflict');
  await expectNoSeriousViolations(second, 'Drop editor conflict');

  // Each side stays reachable, field by field (mouse and keyboard) and all at once.
  await title.getByText('Take theirs').click();
  await expect(second.getByLabel('Drop title', { exact: true })).toHaveValue('Saved in tab one');
  await title.getByLabel('Take theirs').focus();
  await second.keyboard.press('ArrowRight');
  await expect(title.getByLabel('Keep mine')).toBeChecked();
  await expect(second.getByLabel('Drop title', { exact: true })).toHaveValue('Saved in tab two');
  await second.getByRole('button', { name: 'Keep all mine' }).click();
  await expect(second.getByLabel('Description', { exact: true })).toHaveValue('As published.');
  await second.getByRole('button', { name: 'Take all theirs' }).click();
  await expect(second.getByLabel('Drop title', { exact: true })).toHaveValue('Saved in tab one');
  await expect(second.getByLabel('Description', { exact: true })).toHaveValue(
    'Tab one description.',
  );
  await expect(second.getByLabel('Brand name', { exact: true })).toHaveValue('Tab two brand');
  await title.getByText('Keep mine').click();

  // Saved again: over the new version, with what was chosen.
  await second.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expectToast(second, 'CHANGES HAVE BEEN SAVED!');
  await expect(second).toHaveURL(/\/dashboard$/);
  expect(await storedDrop(seller, drop._id)).toMatchObject({
    name: 'Saved in tab two',
    description: 'Tab one description.',
    brandName: 'Tab two brand',
  });
});

test('a change elsewhere that the form does not show (an earlier save of the same values) saves without asking', async ({
  page,
}) => {
  const seller = await newSellSeller('conflict_quiet');
  const drop = await publishedDrop(seller, 'Quiet change');
  await signInThroughScreen(page, seller);
  await page.goto(`/add-product/${drop._id}`);
  await expect(page.getByLabel('Drop title')).toHaveValue('Quiet change');
  // Saved elsewhere with what the form already shows (a spec client's PUT): a new version only.
  await saveDropElsewhere(seller, drop._id, { description: 'As published.' });

  await page.getByLabel('Description').fill('Edited after the quiet save.');
  await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expectToast(page, 'CHANGES HAVE BEEN SAVED!');
  await expect(page.getByRole('heading', { name: conflictTitle })).toHaveCount(0);
  expect(await storedDrop(seller, drop._id)).toMatchObject({
    description: 'Edited after the quiet save.',
  });
});

test('work kept across a reload is saved over the version it was edited from: what changed meanwhile is shown', async ({
  page,
}) => {
  const seller = await newSellSeller('conflict_reload');
  const drop = await publishedDrop(seller, 'Kept across reload');
  await signInThroughScreen(page, seller);
  await page.goto(`/add-product/${drop._id}`);
  await page.getByLabel('Description').fill('Typed before the reload.');
  // Renamed elsewhere by a client naming no version, while this work waits in the tab.
  await saveDropElsewhere(seller, drop._id, { name: 'Renamed elsewhere' });

  await page.reload();
  await expect(page.getByText('We restored the changes you had not saved.')).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('Typed before the reload.');
  await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(page.getByRole('heading', { name: conflictTitle })).toBeFocused();
  // What the kept work started from is unknown: every difference is shown, mine kept.
  const title = difference(page, 'Drop title');
  await expect(title).toContainText('Renamed elsewhere');
  await expect(title.getByLabel('Keep mine')).toBeChecked();
  await expect(difference(page, 'Description').getByLabel('Keep mine')).toBeChecked();
  await title.getByText('Take theirs').click();
  await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expectToast(page, 'CHANGES HAVE BEEN SAVED!');
  expect(await storedDrop(seller, drop._id)).toMatchObject({
    name: 'Renamed elsewhere',
    description: 'Typed before the reload.',
  });
});

test('two tabs editing the profile: the second save shows both and saves what is chosen', async ({
  page,
}, testInfo) => {
  const account = newSellerAccount('conflict_profile');
  await registerSeller(account);
  const session = await sellerToken(account);
  await signInThroughScreen(page, account);
  const second = await openInTwoTabs(page, '/edit-profile', {
    field: 'Username',
    value: account.username,
  });

  await page.getByLabel('Short Bio').fill('Bio saved in tab one.');
  await page.getByRole('button', { name: 'SAVE PROFILE' }).click();
  await expectToast(page, 'Your profile has been edited.');
  await expect(page).toHaveURL(/\/dashboard$/);

  await second.getByLabel('Short Bio').fill('Bio typed in tab two.');
  await second.getByLabel('Vibe or Mission').fill('Mission from tab two.');
  await second.getByRole('button', { name: 'SAVE PROFILE' }).click();
  const heading = second.getByRole('heading', {
    name: 'Your profile was changed elsewhere since you opened it',
  });
  await expect(heading).toBeFocused();
  await expect(second).toHaveURL(/\/edit-profile$/);
  const bio = difference(second, 'Short Bio');
  await expect(bio).toContainText('Bio saved in tab one.');
  await expect(bio).toContainText('Bio typed in tab two.');
  await expect(bio.getByLabel('Keep mine')).toBeChecked();
  await expect(difference(second, 'Vibe or Mission')).toHaveCount(0);
  await saveScreen(second, testInfo, 'profile-conflict');
  await expectNoSeriousViolations(second, 'Edit Profile conflict');

  await bio.getByText('Take theirs').click();
  await expect(second.getByLabel('Short Bio', { exact: true })).toHaveValue(
    'Bio saved in tab one.',
  );
  await bio.getByText('Keep mine').click();
  await expect(second.getByLabel('Short Bio', { exact: true })).toHaveValue(
    'Bio typed in tab two.',
  );
  await second.getByRole('button', { name: 'SAVE PROFILE' }).click();
  await expectToast(second, 'Your profile has been edited.');
  await expect(second).toHaveURL(/\/dashboard$/);

  const stored = await fetch(`${apiBaseUrl}/seller/${session.id}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect((await stored.json()).data).toMatchObject({
    bio: 'Bio typed in tab two.',
    vision: 'Mission from tab two.',
  });
});
