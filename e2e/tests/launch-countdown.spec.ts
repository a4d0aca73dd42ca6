import { expect, test } from '../support/test';
import {
  expectToast,
  files,
  findDrop,
  isMobile,
  newSellSeller,
  slot,
  slotInput,
} from '../support/drop-editor';
import { signInThroughScreen } from '../support/flows';
import {
  registerWebhook,
  startWebhookReceiver,
  verifiesWebhook,
} from '../support/webhook-receiver';

/** A zone off UTC: the time typed is the zone's, the drop's launch is stored UTC. */
const zone = 'Europe/Paris';
test.use({ timezoneId: zone });

/** `YYYY-MM-DD` and `HH:mm:ss` of an instant in the zone. */
function wallTime(epochMs: number) {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(epochMs));
  const [date, time] = text.split(' ') as [string, string];
  return { date, time };
}

const receiver = { current: null as Awaited<ReturnType<typeof startWebhookReceiver>> | null };
test.afterEach(async () => {
  await receiver.current?.close();
  receiver.current = null;
});

test('a drop published to launch in 20 s counts down on the open dashboard, turns live without a reload and its signed drop.live webhook arrives', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const mobile = isMobile(testInfo);
  const seller = await newSellSeller('launch_countdown');
  const name = `Countdown ${testInfo.project.name}`;
  // Before publishing, the seller registers an endpoint for drop.live on a real receiver.
  const hooks = await startWebhookReceiver();
  receiver.current = hooks;
  const endpoint = await registerWebhook(seller.token, {
    url: hooks.url,
    description: 'launch countdown',
    events: ['drop.live'],
  });
  expect(endpoint.secret).toMatch(/^whsec_/);
  await signInThroughScreen(page, seller);
  await page.goto('/add-product');
  await page.getByLabel('Drop title').fill(name);
  await page.getByLabel('Description').fill('Opens twenty seconds after it is published.');
  await page.getByLabel('Category').selectOption({ label: 'Technology' });
  await slotInput(page, 1).setInputFiles(files.png());
  await expect(slot(page, 1)).toHaveAttribute('data-visual-type', 'image');
  await page.getByLabel('Purchase URL').fill('https://shop.example/countdown');

  // Early access stays off (its 24H window disabled): scheduled, then live at the launch.
  await expect(page.getByRole('radio', { name: '24H' })).toBeDisabled();
  const launch = Math.ceil((Date.now() + 20_000) / 1000) * 1000;
  const { date, time } = wallTime(launch);
  await page.getByLabel('Launch date').fill(date);
  await page.getByLabel('Launch time').fill(time);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expectToast(page, 'YOU DROP IS LIVE.');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await findDrop(seller, name)).toMatchObject({
    launchDate: new Date(launch).toISOString(),
    timeZone: zone,
    status: 'Upcoming',
    phase: 'scheduled',
  });

  // The dashboard stays open from here: a mark on the window shows no reload happened.
  await page.evaluate(() => {
    (window as unknown as { openedOnce: boolean }).openedOnce = true;
  });
  const entry = page.getByRole(mobile ? 'listitem' : 'row').filter({ hasText: name });
  // One badge with the spec's status and one line for the phase (issue 31 item 6).
  await expect(entry).toContainText('Upcoming');
  await expect(entry).not.toContainText('Scheduled');
  const timer = entry.getByRole('timer');
  await expect(timer).toHaveText(/^Launches in 00:00:[01]\d$/);
  // The last second shows as 00:00:01 (whole seconds left, rounded up) or 00:00:00 for the
  // moment the catalog takes to move it: either is the countdown at its end.
  await expect(timer).toHaveText(/^Launches in 00:00:0[01]$/, { timeout: 25_000 });
  await expect(entry).toContainText('Published', { timeout: 5_000 });
  await expect(entry).toContainText('Live');
  await expect(entry).not.toContainText('Upcoming');
  expect(Date.now() - launch).toBeLessThan(5_000);
  expect(
    await page.evaluate(() => (window as unknown as { openedOnce?: boolean }).openedOnce),
  ).toBe(true);
  const live = await findDrop(seller, name);
  expect(live).toMatchObject({ status: 'Published', phase: 'live' });

  // The launch reaches the seller's endpoint: one drop.live delivery for this drop, signed with
  // the endpoint's secret.
  const isLiveOfDrop = (body: string) => body.includes('"drop.live"') && body.includes(live._id);
  await expect
    .poll(() => hooks.received.some((message) => isLiveOfDrop(message.body)), { timeout: 15_000 })
    .toBe(true);
  const delivered = hooks.received.filter((message) => isLiveOfDrop(message.body));
  expect(delivered).toHaveLength(1);
  const [message] = delivered;
  expect(message && (await verifiesWebhook(endpoint.secret, message))).toBe(true);
});
