import { adminApiToken } from './admin';
import { apiBaseUrl } from './environment';

/** The administrator's decisions with a reason (issue 16), made through the real admin API. */

async function asAdmin(method: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await adminApiToken()}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

export function rejectSellerWithReason(sellerId: string, reason: string, note: string) {
  return asAdmin('PUT', `/admin/sellers/${sellerId}/approve`, {
    isApproved: false,
    isActive: false,
    reason,
    note,
  });
}

export function pauseDropWithReason(dropId: string, reason: string, note: string) {
  return asAdmin('PUT', `/admin/products/${dropId}/status`, { status: 'paused', reason, note });
}

export function restoreDrop(dropId: string) {
  return asAdmin('PUT', `/admin/products/${dropId}/status`, { status: 'published' });
}

/** The seller's own request to sell (`isRequestedforSell`), as Apply to Sell sends it. */
export async function requestToSell(seller: { id: string; token: string }): Promise<void> {
  const response = await fetch(`${apiBaseUrl}/seller/${seller.id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${seller.token}` },
    body: JSON.stringify({ isRequestedforSell: true }),
  });
  if (!response.ok) throw new Error(`request to sell: ${response.status} ${await response.text()}`);
}
