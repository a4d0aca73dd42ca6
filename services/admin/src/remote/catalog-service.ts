import type {
  CatalogProduct,
  InternalProductModerationBody,
  ProductExportRow,
  SellerCatalogSummary,
  StoredProductStatus,
} from '@drops/contracts';
import type { KeysetBatch } from '@drops/db';
import type { ServiceClient } from '@drops/service-kit';

export interface ProductPageRequest {
  page: number;
  limit: number;
  status?: StoredProductStatus;
  /** A category name compared without case, or `other`. */
  category?: string;
  search?: string;
}

/**
 * A batch of an export: the list's filters, newest first after the cursor `after`, each drop
 * with the columns the CSV shows only.
 */
export type ProductBatchRequest = Omit<ProductPageRequest, 'page'> & { after?: string };

/** The catalog's answers the admin service composes from (it owns `products`). */
export function catalogServiceOf(client: ServiceClient) {
  const path = (id: string, rest = '') => `/internal/products/${encodeURIComponent(id)}${rest}`;
  return {
    list: (request: ProductPageRequest) =>
      client.get<{ items: CatalogProduct[]; total: number }>('/internal/products', {
        query: { ...request },
      }),

    batch: (request: ProductBatchRequest) =>
      client.get<KeysetBatch<ProductExportRow>>('/internal/batches/products', {
        query: { ...request },
      }),

    find: (id: string) => client.get<CatalogProduct | null>(path(id), { notFoundAsNull: true }),

    setBadge: (id: string, badge: boolean) =>
      client.put<CatalogProduct | null>(path(id, '/badge'), {
        body: { badge },
        notFoundAsNull: true,
      }),

    /** Pause or restore a drop; the catalog's refusals (not published, not paused) pass through. */
    moderate: (id: string, decision: InternalProductModerationBody) =>
      client.put<CatalogProduct | null>(path(id, '/moderation'), {
        body: decision,
        notFoundAsNull: true,
      }),

    sellerSummary: (sellerId: string, recent: number) =>
      client.get<SellerCatalogSummary>(
        `/internal/sellers/${encodeURIComponent(sellerId)}/products`,
        { query: { recent } },
      ),
  };
}

export type CatalogService = ReturnType<typeof catalogServiceOf>;
