import type { Page } from '@playwright/test';
import { callApi } from './api';

/**
 * Ends the page's stored session on the server, as a sign-out elsewhere would (issue 30): its
 * access token and its refresh cookie are refused from then on, so the page's next call lands on
 * sign-in. (An expired or damaged access token alone is renewed without the person noticing.)
 */
export async function endStoredSession(page: Page, area: 'seller' | 'admin'): Promise<void> {
  const token = await page.evaluate(
    (storageKey) =>
      (JSON.parse(window.localStorage.getItem(storageKey) ?? '{}') as { token?: string }).token ??
      '',
    area === 'seller' ? 'seller-session' : 'admin-session',
  );
  await callApi('POST', area === 'seller' ? '/seller/logout' : '/auth/logout', undefined, token);
}
