import {
  listAdminCategories,
  listAdminProducts,
  listAdminSellers,
  type ApiClient,
} from '@drops/api-client';
import type { AdminProduct, Seller } from '@drops/contracts';

export interface Overview {
  totalSellers: number;
  pendingSellers: number;
  totalProducts: number;
  categories: number;
  recentSellers: Seller[];
  recentProducts: AdminProduct[];
}

/** Spec section 7: the dashboard fires its list calls in parallel; 5 recent sellers and products. */
export async function readOverview(api: ApiClient): Promise<Overview> {
  const [sellers, pending, products, categories] = await Promise.all([
    listAdminSellers(api, { page: 1, limit: 5 }),
    listAdminSellers(api, { page: 1, limit: 1, status: 'pending' }),
    listAdminProducts(api, { page: 1, limit: 5 }),
    listAdminCategories(api, { page: 1, limit: 1 }),
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
