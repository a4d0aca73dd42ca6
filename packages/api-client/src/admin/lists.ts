import type {
  AdminCategoriesQuery,
  AdminCategoriesResponse,
  AdminProductsQuery,
  AdminProductsResponse,
  AdminSellersQuery,
  AdminSellersResponse,
} from '@drops/contracts';
import { filteredList } from '../endpoint';

/** GET /admin/sellers. */
export const listAdminSellers = filteredList<AdminSellersQuery, AdminSellersResponse>(
  '/admin/sellers',
);

/** GET /admin/products. */
export const listAdminProducts = filteredList<AdminProductsQuery, AdminProductsResponse>(
  '/admin/products',
);

/** GET /admin/categories. */
export const listAdminCategories = filteredList<AdminCategoriesQuery, AdminCategoriesResponse>(
  '/admin/categories',
);
