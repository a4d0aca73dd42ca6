import { expect, type Page } from '@playwright/test';
import type { SignedInSeller } from './drop-editor';
import { apiBaseUrl } from './environment';

/** Issue 17's edit conflicts: one record opened twice, or saved elsewhere meanwhile. */

/** Opens `path` in this tab and in a second one of the same session; gives the second back. */
export async function openInTwoTabs(
  page: Page,
  path: string,
  loaded: { field: string; value: string },
): Promise<Page> {
  const second = await page.context().newPage();
  for (const tab of [page, second]) {
    await tab.goto(path);
    await expect(tab.getByLabel(loaded.field)).toHaveValue(loaded.value);
  }
  return second;
}

/** The drop saved elsewhere by a spec client's PUT, which names no version. */
export async function saveDropElsewhere(
  seller: SignedInSeller,
  dropId: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${apiBaseUrl}/seller/products/${dropId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${seller.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(changes),
  });
  expect(response.status).toBe(200);
}
