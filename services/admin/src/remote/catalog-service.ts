import type {
  CatalogProduct,
  InternalProductModerationBody,
  ProductExportRow,
  SellerCatalogSummary,
  StoredProductStatus,
} from '@drops/contracts';
import type { ServiceClient } from '@drops/service-kit';
import { listingOf, type BatchRequestOf } from './listing';

export type ProductPageRequest = {
  page: number;
  limit: number;
  status?: StoredProductStatus;
  /** A category name compared without case, or `other`. */
  category?: string;
  search?: string;
};

export type ProductBatchRequest = BatchRequestOf<ProductPageRequest>;

/** The catalog's answers the admin service composes from (it owns `products`). */
export function catalogServiceOf(client: ServiceClient) {
  const path = (id: string, rest = '') => `/internal/products/${encodeURIComponent(id)}${rest}`;
  return {
    ...listingOf<CatalogProduct, ProductExportRow, ProductPageRequest>(client, 'products'),

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
