import { listAdminCategories } from '@drops/api-client';
import { limits } from '@drops/contracts';
import { adminAreaMessages } from '../../../messages';
import type { ListParams, ListParamsSpec } from '../../../shared/list-params';
import { queryKeys } from '@drops/remote-kit';
import { useAdminQuery } from '../../../shared/admin-query';

/** /admin/categories has a search and a page, no filters. */
export const categoryListSpec: ListParamsSpec<never> = { filters: {} };

/** GET /admin/categories for the page and search of the URL (page size 20). */
export function useCategoriesList(params: ListParams<never>, key: string) {
  return useAdminQuery(
    (api) =>
      listAdminCategories(api, {
        page: params.page,
        limit: limits.adminCategoriesPageSize,
        search: params.search || undefined,
      }),
    adminAreaMessages.fetchCategoriesFailed,
    queryKeys.admin.categoryList(key),
  );
}
