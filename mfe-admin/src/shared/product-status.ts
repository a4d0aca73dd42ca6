import { storedProductStatuses, type StoredProductStatus } from '@drops/contracts';

/** Spec section 4: the administrator sees published, draft and paused; anything else reads as draft. */
export function productStatus(status: string): StoredProductStatus {
  const stored = status.toLowerCase();
  return (storedProductStatuses as readonly string[]).includes(stored)
    ? (stored as StoredProductStatus)
    : 'draft';
}
