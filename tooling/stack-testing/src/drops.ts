// Drops made and moderated through the real API.
import { createSellerProduct, setProductBadge, setProductModeration } from '@drops/api-client';
import type { Product, ProductBody, ReviewReason } from '@drops/contracts';
import { harnessAdminClient } from './accounts';
import { apiClient } from './api';

/** A launch date `days` days from now (negative: in the past), as a date-time the drop form sends. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * A drop body that meets the publish rules of either account type (spec section 5): Published,
 * launched yesterday (a sell account's drop is then Published, not Upcoming), with a description,
 * category, purchase link and an image link. `changes` win, e.g. `{ launchDate: daysFromNow(7) }`
 * for an Upcoming drop.
 */
export function publishedDropBody(changes: ProductBody = {}): ProductBody {
  return {
    name: 'Jest drop',
    description: 'Published by a Jest screen test.',
    category: 'tech',
    purchaseUrl: 'https://shop.drops.test/jest-drop',
    mainImage: 'https://images.drops.test/jest-drop.png',
    launchDate: daysFromNow(-1),
    status: 'Published',
    ...changes,
  };
}

/** Sets or clears a drop's badge as the seeded administrator (`PUT /admin/products/{id}/badge`). */
export async function badgeDrop(dropId: string, badge = true): Promise<void> {
  await setProductBadge(await harnessAdminClient(), dropId, badge);
}

/** Pauses a published drop as the seeded administrator (`PUT /admin/products/{id}/status`). */
export async function pauseDrop(
  dropId: string,
  decision: { reason: ReviewReason; note?: string },
): Promise<void> {
  await setProductModeration(await harnessAdminClient(), dropId, { status: 'paused', ...decision });
}

/** Restores a paused drop as the seeded administrator. */
export async function restoreDrop(dropId: string): Promise<void> {
  await setProductModeration(await harnessAdminClient(), dropId, { status: 'published' });
}

/** `POST /seller/products` as the seller: a Draft unless `status` says otherwise. */
export async function createDrop(
  { token }: { token: string },
  body: ProductBody = {},
): Promise<Product> {
  const created = await createSellerProduct(apiClient({ token }), {
    name: 'Jest drop',
    ...body,
  });
  return created.data;
}
