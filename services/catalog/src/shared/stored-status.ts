import { storedProductStatuses, type StoredProductStatus } from '@drops/contracts';

/**
 * A stored `products.status` read back: one of the contract's stored statuses, lower case, and
 * draft for anything else. The drops' rows and the phases' decisions read it the same way.
 */
export function storedStatusOf(value: string): StoredProductStatus {
  const lower = value.toLowerCase();
  return (storedProductStatuses as readonly string[]).includes(lower)
    ? (lower as StoredProductStatus)
    : 'draft';
}
