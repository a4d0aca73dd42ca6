import type {
  AdminCategoriesQuery,
  AdminCategoriesResponse,
  AdminProductsQuery,
  AdminProductsResponse,
  AdminSellersQuery,
  AdminSellersResponse,
} from '@drops/contracts';
import type { ApiClient } from '../client';

/** GET /admin/sellers. */
export function listAdminSellers(client: ApiClient, query: AdminSellersQuery = {}) {
  return client.request<AdminSellersResponse>('GET', '/admin/sellers', { query });
}

/** GET /admin/products. */
export function listAdminProducts(client: ApiClient, query: AdminProductsQuery = {}) {
  return client.request<AdminProductsResponse>('GET', '/admin/products', { query });
}

/** GET /admin/categories. */
export function listAdminCategories(client: ApiClient, query: AdminCategoriesQuery = {}) {
  return client.request<AdminCategoriesResponse>('GET', '/admin/categories', { query });
}
