import { expect, test, type BrowserContext, type Page, type Request } from '../support/test';
import { canaryBucket } from '@drops/federation/canary-split';
import { callApi, newSellerAccount, registerSeller } from '../support/api';
import { signInThroughScreen } from '../support/flows';
import {
  publicChannels,
  publishBuild,
  releaseToken,
  setChannel,
  variantOf,
} from '../support/releases';
import { forgetChannel } from '../support/release-registry';
import { saveScreen } from '../support/screens';

/**
 * Issue 28: the seller dashboard released alone through the registry, nothing restarted. Its
 * versions are copies of its production build with a visible string changed (or a throw put in
 * its entry), published with the remote's release token through the API.
 */

const remote = 'mfeSellerDashboard';
const directory = 'mfe-seller-dashboard';
const emptyHint = 'Your drops will appear here once you add them.';
const seller = newSellerAccount('release');

let token = '';
let first = '';
let second = '';
let throwing = '';
let changedHint = '';

/** The registry's version a request of the seller dashboard came from, if it is one. */
function versionOf(request: Request): string | undefined {
  return new RegExp(`/remotes/${remote}/([0-9a-f]{12})/`).exec(request.url())?.[1];
}

/** Which hint a fresh tab's dashboard shows: the first version's or the second's. */
async function hintInNewTab(context: BrowserContext, opened: { at: number }): Promise<string> {
  const tab = await context.newPage();
  opened.at = Date.now();
  try {
    await tab.goto('/dashboard');
    const hint = tab.getByText(/^Your drops will appear here once you add them\./);
    await expect(hint).toBeVisible();
    return (await hint.textContent()) ?? '';
  } finally {
    await tab.close();
  }
}

/**
 * Opens fresh tabs until one shows `hint`: the seconds from `since` (the channel change) to the
 * opening of that tab. A tab's own load time (seconds on a busy machine) is not the registry's.
 */
async function secondsUntilNewTabsShow(
  context: BrowserContext,
  hint: string,
  since: number,
): Promise<number> {
  const opened = { at: 0 };
  await expect
    .poll(() => hintInNewTab(context, opened), { timeout: 30_000, intervals: [500] })
    .toBe(hint);
  return (opened.at - since) / 1000;
}

/** Moves the open tab within the shell without reloading it (the router's own navigation). */
async function navigateInTab(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe.configure({ mode: 'serial' });

let hadChannel = true;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(60_000);
  hadChannel = remote in (await publicChannels());
  await registerSeller(seller);
  token = await releaseToken(remote);
  const label = testInfo.project.name;
  changedHint = `${emptyHint} (release 2, ${label})`;
  first = await publishBuild(
    remote,
    variantOf(directory, `first-${label}`, (_, text) => text),
    token,
  );
  second = await publishBuild(
    remote,
    variantOf(directory, `second-${label}`, (_, text) => text.replaceAll(emptyHint, changedHint)),
    token,
  );
  throwing = await publishBuild(
    remote,
    variantOf(directory, `throwing-${label}`, (name, text) =>
      name === 'remoteEntry.js' ? `throw new Error("canary ${label} is broken");\n${text}` : text,
    ),
    token,
  );
  await setChannel(remote, token, { stable: first }, 'e2e: start from the first version');
});

// The suite's later pages load the dashboard as the stack started them, not from these copies.
test.afterAll(async () => {
  if (!hadChannel) await forgetChannel(remote);
});

test('a release reaches new tabs within 10 s while an open tab keeps its version and its lazy chunks', async ({
  page,
  context,
}, testInfo) => {
  const loaded: { version: string; ok: boolean }[] = [];
  page.on('requestfinished', async (request) => {
    const version = versionOf(request);
    if (version) loaded.push({ version, ok: (await request.response())?.ok() ?? false });
  });
  await signInThroughScreen(page, seller);
  await expect(page.getByText(emptyHint, { exact: true })).toBeVisible();
  expect(new Set(loaded.map((item) => item.version))).toEqual(new Set([first]));

  await setChannel(remote, token, { stable: second }, 'e2e: release 2');
  const released = Date.now();
  loaded.length = 0;
  // The open tab goes on: /integrations is a lazy chunk of the first version, fetched only now.
  await navigateInTab(page, '/integrations');
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await navigateInTab(page, '/dashboard');
  await expect(page.getByText(emptyHint, { exact: true })).toBeVisible();
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.every((item) => item.version === first && item.ok)).toBe(true);

  const seconds = await secondsUntilNewTabsShow(context, changedHint, released);
  console.warn(`[releases] a new tab opened ${seconds.toFixed(1)} s after the release showed it`);
  expect(seconds).toBeLessThan(10);
  const tab = await context.newPage();
  await tab.goto('/dashboard');
  await expect(tab.getByText(changedHint)).toBeVisible();
  await saveScreen(tab, testInfo, 'dashboard-release-2');
  await tab.close();
});

test('a rollback reaches new tabs within 10 s, nothing restarted', async ({ page, context }) => {
  await setChannel(remote, token, { stable: second }, 'e2e: release 2 again');
  await signInThroughScreen(page, seller);
  await secondsUntilNewTabsShow(context, changedHint, Date.now());
  await setChannel(remote, token, { stable: first }, 'e2e: roll back');
  const seconds = await secondsUntilNewTabsShow(context, emptyHint, Date.now());
  console.warn(`[releases] a new tab opened ${seconds.toFixed(1)} s after the rollback showed it`);
  expect(seconds).toBeLessThan(10);
});

test('a canary that throws when evaluated: its visitors see stable, and it is rolled back by itself', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await setChannel(
    remote,
    token,
    { stable: first, canary: { version: throwing, percent: 50 } },
    'e2e: canary that throws',
  );
  await expect.poll(async () => (await publicChannels())[remote]?.canary?.version).toBe(throwing);

  // A visitor id that draws this canary, set before the shell starts.
  let visitorId = '';
  for (let index = 0; !visitorId; index += 1)
    if (canaryBucket(`e2e-visitor-${index}`, throwing) < 5000) visitorId = `e2e-visitor-${index}`;
  await page.addInitScript((id) => window.localStorage.setItem('drops.visitorId', id), visitorId);
  const requested = new Set<string>();
  page.on('request', (request) => {
    const version = versionOf(request);
    if (version) requested.add(version);
  });
  const reports = page.waitForRequest(
    (request) =>
      request.url().endsWith('/remotes/reports') &&
      (request.postData() ?? '').includes('"evaluate-failed"'),
    { timeout: 20_000 },
  );
  await signInThroughScreen(page, seller);
  await expect(page.getByText(emptyHint, { exact: true })).toBeVisible();
  await expect(page.getByText('The dashboard is unavailable right now.')).toHaveCount(0);
  expect(requested.has(throwing)).toBe(true);
  expect(requested.has(first)).toBe(true);
  await saveScreen(page, testInfo, 'dashboard-canary-fell-back');
  // The failure is reported when the tab sends its queue (every 5 s, or as it is left).
  const sent = JSON.parse((await reports).postData() ?? '{}') as {
    reports: { version: string; kind: string }[];
  };
  expect(sent.reports).toContainEqual(
    expect.objectContaining({ version: throwing, kind: 'evaluate-failed' }),
  );

  // Many visitors' tabs: 60 of the canary's loads fail, stable's 200 went well.
  const started = Date.now();
  await callApi('POST', '/remotes/reports', {
    reports: [
      { remote, version: throwing, kind: 'evaluate-failed', count: 60 },
      { remote, version: first, kind: 'load-ok', count: 100 },
      { remote, version: first, kind: 'load-ok', count: 100 },
    ],
  });
  await expect
    .poll(async () => (await publicChannels())[remote]?.canary ?? null, {
      timeout: 60_000,
      intervals: [1_000],
    })
    .toBeNull();
  console.warn(
    `[releases] the canary was rolled back ${((Date.now() - started) / 1000).toFixed(1)} s after the reports`,
  );
  expect((await publicChannels())[remote]?.stable.version).toBe(first);
});
