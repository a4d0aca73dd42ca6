import { expect, test, type Page } from '../support/test';
import { passSecondFactor } from '../support/second-factor';
import { newSellerAccount, registerSeller } from '../support/api';
import { accounts } from '../support/environment';
import { openUserMenu, signInThroughScreen } from '../support/flows';

/** What only the production files of react, react-dom and react-dom/client define. */
const markers = {
  react: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/,
  reactDom: /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=/,
  reactDomClient: /__reactContainer\$/,
};
type Library = keyof typeof markers;

/** Counts, from the start of the current page load, the downloads that carry each library. */
function countDownloads(page: Page) {
  const counts: Record<Library, string[]> = { react: [], reactDom: [], reactDomClient: [] };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    pending.push(
      response
        .text()
        .then((body) => {
          for (const library of Object.keys(markers) as Library[]) {
            if (markers[library].test(body)) counts[library].push(response.url());
          }
        })
        .catch(() => undefined),
    );
  });
  return async () => {
    await Promise.all(pending);
    return counts;
  };
}

const seller = newSellerAccount('singleton');
test.beforeAll(() => registerSeller(seller));

/** Which app provided each loaded shared library, read from the federation runtime's share scope. */
function loadedProviders(page: Page) {
  return page.evaluate(() => {
    type Versions = Record<string, { from: string; loaded?: boolean }>;
    type Instances = Record<string, Record<string, Record<string, Versions>>>;
    const instances =
      (globalThis as { __FEDERATION__?: { __SHARE__?: Instances } }).__FEDERATION__?.__SHARE__ ??
      {};
    const providers: Record<string, string[]> = {};
    for (const scopes of Object.values(instances)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        for (const version of Object.values(versions)) {
          if (version.loaded && !(providers[name] ??= []).includes(version.from))
            providers[name].push(version.from);
        }
      }
    }
    return providers;
  });
}

test('React and react-dom are downloaded once per page load, whatever remotes are shown', async ({
  page,
}) => {
  await signInThroughScreen(page, seller);

  // One page load that shows all three seller remotes, one after the other.
  const counted = countDownloads(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${seller.username}` })).toBeVisible();
  await page.getByRole('button', { name: 'ADD DROP', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ADD DROP' })).toBeVisible();
  await page.getByRole('button', { name: 'CANCEL' }).click();
  // CANCEL always asks whether to keep a draft.
  await page.getByRole('dialog').getByRole('button', { name: 'EXIT' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${seller.username}` })).toBeVisible();
  await openUserMenu(page);
  // The menu's own item (on a phone the tab bar has an Edit Profile link too).
  await page.getByRole('link', { name: 'Edit Profile' }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  const counts = await counted();
  expect(counts.react).toHaveLength(1);
  expect(counts.reactDom).toHaveLength(1);
  expect(counts.reactDomClient).toHaveLength(1);

  const providers = await loadedProviders(page);
  for (const name of [
    'react',
    'react-dom',
    'react-router-dom',
    'jotai',
    'styled-components',
    '@tanstack/react-query',
  ]) {
    expect(providers[name], name).toEqual(['shell']);
  }

  // A fresh load straight into each remote: the same.
  for (const path of ['/add-product', '/edit-profile']) {
    page.removeAllListeners('response');
    const load = countDownloads(page);
    await page.goto(path);
    await expect(page.locator('[data-remote] h1')).toBeVisible();
    const again = await load();
    expect([path, again.react.length, again.reactDom.length, again.reactDomClient.length]).toEqual([
      path,
      1,
      1,
      1,
    ]);
  }
});

test('the administration area also runs on the shell’s React', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(accounts.admin.email);
  await page.getByLabel('Password').fill(accounts.admin.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await passSecondFactor(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const load = countDownloads(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const counts = await load();
  expect(counts.react).toHaveLength(1);
  expect(counts.reactDom).toHaveLength(1);
  expect(counts.reactDomClient).toHaveLength(1);
});
