import { listAdminProducts } from '@drops/api-client';
import { adminProductCategoryFilters, limits, storedProductStatuses } from '@drops/contracts';
import { adminAreaMessages } from '../../../messages';
import type { ListParams, ListParamsSpec } from '../../../shared/list-params';
import { queryKeys } from '@drops/remote-kit';
import { useAdminQuery } from '../../../shared/admin-query';

export type ProductFilter = 'status' | 'category';

/** The URL's filters of /admin/products; the first value of each is the default. */
export const productListSpec: ListParamsSpec<ProductFilter> = {
  filters: {
    status: ['all', ...storedProductStatuses],
    category: ['all', ...adminProductCategoryFilters],
  },
};

/** GET /admin/products for the page, filters and search of the URL (page size 10). */
export function useProductsList(params: ListParams<ProductFilter>, key: string) {
  return useAdminQuery(
    (api) =>
      listAdminProducts(api, {
        page: params.page,
        limit: limits.adminPageSize,
        status: params.filters.status === 'all' ? undefined : params.filters.status,
        category: params.filters.category === 'all' ? undefined : params.filters.category,
        search: params.search || undefined,
      }),
    adminAreaMessages.fetchProductsFailed,
    queryKeys.admin.productList(key),
  );
}
