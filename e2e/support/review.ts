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
