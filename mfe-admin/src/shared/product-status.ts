import { storedProductStatuses, type StoredProductStatus } from '@drops/contracts';
import { adminAreaMessages } from '../messages';
import type { Tone } from './data-table';

/** Spec section 4: the administrator sees published, draft and paused; anything else reads as draft. */
export function productStatus(status: string): StoredProductStatus {
  const stored = status.toLowerCase();
  return (storedProductStatuses as readonly string[]).includes(stored)
    ? (stored as StoredProductStatus)
    : 'draft';
}

export const productStatusLabel = (status: string) =>
  adminAreaMessages.productStatusLabels[productStatus(status)];

export const productStatusTone: Record<StoredProductStatus, Tone> = {
  published: 'success',
  draft: 'neutral',
  paused: 'warning',
};
