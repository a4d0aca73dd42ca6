import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '../support/test';
import { callApi } from '../support/api';
import { createDrop, isMobile, newSellSeller, type SignedInSeller } from '../support/drop-editor';
import { screenshotRoot } from '../support/environment';
import { signInThroughScreen } from '../support/flows';
import { saveScreen } from '../support/screens';

/**
 * Issue 31, item 1: a drop whose moments carry a time but no zone (as the spec's API makes them)
 * opens in the editor at those moments, in a zone the editor names, and a save that touches no
 * date keeps both moments to the second, whatever the browser's zone.
 */

const pairs = [
  {
    name: 'Winter pair',
    launchDate: '2026-12-05T06:25:00.000Z',
    expiryDate: '2026-12-20T18:40:00.000Z',
  },
  // New York's clocks go back at 06:00 UTC on 7 November 2027: both read 01:30:15 there.
  {
    name: 'Fall-back pair',
    launchDate: '2027-11-07T05:30:15.000Z',
    expiryDate: '2027-11-07T06:30:15.000Z',
  },
  // ...and forward at 07:00 UTC on 14 March 2027: 01:45 EST, then 03:15 EDT.
  {
    name: 'Spring-forward pair',
    launchDate: '2027-03-14T06:45:00.000Z',
    expiryDate: '2027-03-14T07:15:00.000Z',
  },
] as const;

interface StoredMoments {
  description: string;
  launchDate: string | null;
  expiryDate: string | null;
  timeZone?: string | null;
}

async function readDrop(seller: SignedInSeller, id: string): Promise<StoredMoments> {
  const answer = await callApi<{ data: StoredMoments }>(
    'GET',
    `/seller/products/${id}`,
    undefined,
    seller.token,
  );
  return answer.data;
}

/** What a date and a time input hold for an instant in a zone (`HH:mm`, seconds when not 0). */
function wallTime(iso: string, zone: string) {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
  const [date, time] = text.split(' ') as [string, string];
  return { date, time: time.endsWith(':00') ? time.slice(0, 5) : time };
}

const browserZone = (page: Page) =>
  page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Both moments as the editor shows them, in `zone`, which the Time zone field names. */
async function expectMomentsShown(
  page: Page,
  moments: { launchDate: string; expiryDate: string },
  zone: string,
) {
  await expect.soft(page.getByLabel('Time zone')).toHaveValue(zone);
  const launch = wallTime(moments.launchDate, zone);
  const expiry = wallTime(moments.expiryDate, zone);
  await expect.soft(page.getByLabel('Launch date')).toHaveValue(launch.date);
  await expect.soft(page.getByLabel('Launch time')).toHaveValue(launch.time);
  await expect.soft(page.getByLabel('Expiry date')).toHaveValue(expiry.date);
  await expect.soft(page.getByLabel('Expiry time')).toHaveValue(expiry.time);
}

/** Each time shares its row with its day: nothing of the timing sits alone on a row. */
async function expectTimesBesideTheirDays(page: Page) {
  for (const moment of ['Launch', 'Expiry']) {
    const day = await page.getByLabel(`${moment} date`).boundingBox();
    const time = await page.getByLabel(`${moment} time`).boundingBox();
    expect(day && time, `${moment} date and time are on screen`).toBeTruthy();
    if (day && time)
      expect(Math.abs(day.y - time.y), `${moment} time beside ${moment} date`).toBeLessThan(2);
  }
}

/** The whole editor, and Drop Timing alone at full size (to read its hints). */
async function saveTimingScreens(page: Page, testInfo: TestInfo, name: string) {
  await saveScreen(page, testInfo, name);
  const file = path.join(screenshotRoot, testInfo.project.name, `${name}-timing.png`);
  // The heading's card: heading, then the card's stack, then the card.
  const section = page.getByRole('heading', { name: /Drop Timing$/ }).locator('xpath=../..');
  await section.screenshot({ path: file });
}

async function saveDraftWithDescription(page: Page, description: string) {
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'SAVE DRAFT' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata']) {
  test.describe(`browser in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test(`drops made through the API with times keep both moments to the second when saved with another change (${zone})`, async ({
      page,
    }, testInfo) => {
      // Three drops opened and saved, on a machine shared with other runs.
      test.setTimeout(240_000);
      const seller = await newSellSeller('moments');
      const drops = [];
      for (const pair of pairs)
        drops.push(
          await createDrop(seller, {
            name: pair.name,
            description: 'As made through the API.',
            category: 'art',
            status: 'Draft',
            launchDate: pair.launchDate,
            expiryDate: pair.expiryDate,
          }),
        );
      await signInThroughScreen(page, seller);

      for (const [index, pair] of pairs.entries()) {
        const drop = drops[index];
        if (!drop) throw new Error('drop not made');
        await page.goto(`/add-product/${drop._id}`);
        await expect(page.getByRole('heading', { name: 'EDIT DROP' })).toBeVisible();
        // No zone on the drop or the seller's profile: the browser's.
        await expectMomentsShown(page, pair, await browserZone(page));
        if (index === 0) {
          await page.getByRole('heading', { name: /Drop Timing$/ }).scrollIntoViewIfNeeded();
          if (!isMobile(testInfo)) await expectTimesBesideTheirDays(page);
          await saveTimingScreens(page, testInfo, `drop-moments-${zone.replace('/', '-')}`);
        }
        await saveDraftWithDescription(page, `Edited in ${zone}.`);
        const stored = await readDrop(seller, drop._id);
        expect(stored.description).toBe(`Edited in ${zone}.`);
        expect({ launchDate: stored.launchDate, expiryDate: stored.expiryDate }).toEqual({
          launchDate: pair.launchDate,
          expiryDate: pair.expiryDate,
        });
      }
    });
  });
}

test.describe('zones other than the browser', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("the profile's zone is shown, a zone chosen in the field keeps the moments, a time typed moves only its own", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const seller = await newSellSeller('moments_zone');
    await callApi('PUT', `/seller/${seller.id}`, { timeZone: 'Asia/Tokyo' }, seller.token);
    const [pair] = pairs;
    const drop = await createDrop(seller, {
      name: 'Zoned pair',
      description: 'As made through the API.',
      category: 'art',
      status: 'Draft',
      launchDate: pair.launchDate,
      expiryDate: pair.expiryDate,
    });
    await signInThroughScreen(page, seller);
    await page.goto(`/add-product/${drop._id}`);
    await expect(page.getByRole('heading', { name: 'EDIT DROP' })).toBeVisible();
    // The seller's profile zone before the browser's.
    await expectMomentsShown(page, pair, 'Asia/Tokyo');

    // Another zone shows the same moments in it; saved, the drop keeps that zone, moments unmoved.
    await page.getByLabel('Time zone').selectOption('Europe/London');
    await expectMomentsShown(page, pair, 'Europe/London');
    await saveTimingScreens(page, testInfo, 'drop-moments-zone-chosen');
    await saveDraftWithDescription(page, 'Shown in London.');
    expect(await readDrop(seller, drop._id)).toMatchObject({
      launchDate: pair.launchDate,
      expiryDate: pair.expiryDate,
      timeZone: 'Europe/London',
    });

    // The drop's own zone now comes first; a launch time typed is read in it, the expiry stays.
    await page.goto(`/add-product/${drop._id}`);
    await expectMomentsShown(page, pair, 'Europe/London');
    await page.getByLabel('Launch time').fill('09:15');
    await saveDraftWithDescription(page, 'Launch moved.');
    expect(await readDrop(seller, drop._id)).toMatchObject({
      launchDate: '2026-12-05T09:15:00.000Z',
      expiryDate: pair.expiryDate,
      timeZone: 'Europe/London',
    });
  });
});
