import {
  ApiError,
  isApiError,
  listAdminCategories,
  listAdminProducts,
  listAdminSellers,
  type ApiClient,
} from '@drops/api-client';
import type { AdminProduct, Seller } from '@drops/contracts';
import { adminAreaMessages } from '../../../messages';
import { queryKeys } from '@drops/remote-kit';
import { useAdminQuery } from '../../../shared/admin-query';

export interface Overview {
  totalSellers: number;
  pendingSellers: number;
  totalProducts: number;
  categories: number;
  recentSellers: Seller[];
  recentProducts: AdminProduct[];
}

/** The dashboard previews: 5 sellers and 5 products (spec section 9). */
const previewSize = 5;

/** A failed call without a server message reads as its own list's ("Failed to fetch sellers", ...). */
const orFail = <T>(call: Promise<T>, failure: string) =>
  call.catch((error: unknown) => {
    if (isApiError(error) && error.message) throw error;
    throw new ApiError(isApiError(error) ? error.kind : 'general', failure, {
      status: isApiError(error) ? error.status : undefined,
      cause: error,
    });
  });

/**
 * Spec section 7: the dashboard fires its list calls in parallel. The counts are the lists'
 * totals: every seller, pending sellers, every product, every category.
 */
export async function readOverview(api: ApiClient): Promise<Overview> {
  const [sellers, pending, products, categories] = await Promise.all([
    orFail(
      listAdminSellers(api, { page: 1, limit: previewSize }),
      adminAreaMessages.fetchSellersFailed,
    ),
    orFail(
      listAdminSellers(api, { page: 1, limit: 1, status: 'pending' }),
      adminAreaMessages.fetchSellersFailed,
    ),
    orFail(
      listAdminProducts(api, { page: 1, limit: previewSize }),
      adminAreaMessages.fetchProductsFailed,
    ),
    orFail(
      listAdminCategories(api, { page: 1, limit: 1 }),
      adminAreaMessages.fetchCategoriesFailed,
    ),
  ]);
  return {
    totalSellers: sellers.pagination.total,
    pendingSellers: pending.pagination.total,
    totalProducts: products.pagination.total,
    categories: categories.pagination.total,
    recentSellers: sellers.data,
    recentProducts: products.data,
  };
}

export function useOverview() {
  return useAdminQuery(
    readOverview,
    adminAreaMessages.fetchSellersFailed,
    queryKeys.admin.overview(),
  );
}
