import { listAdminSellers } from '@drops/api-client';
import { accountTypes, adminSellerStatuses, limits } from '@drops/contracts';
import { adminAreaMessages } from '../../../messages';
import type { ListParams, ListParamsSpec } from '../../../shared/list-params';
import { queryKeys } from '@drops/remote-kit';
import { useAdminQuery } from '../../../shared/admin-query';

export type SellerFilter = 'status' | 'accountType' | 'emailVerified';

/** The URL's filters of /admin/sellers; the first value of each is the default. */
export const sellerListSpec: ListParamsSpec<SellerFilter> = {
  filters: {
    status: adminSellerStatuses,
    accountType: ['all', ...accountTypes],
    // Issue 30 item 2: whether the seller's email is verified.
    emailVerified: ['all', 'true', 'false'],
  },
};

/** GET /admin/sellers for the page, filters and search of the URL (page size 10). */
export function useSellersList(params: ListParams<SellerFilter>, key: string) {
  return useAdminQuery(
    (api) =>
      listAdminSellers(api, {
        page: params.page,
        limit: limits.adminPageSize,
        status: params.filters.status as (typeof adminSellerStatuses)[number],
        accountType: params.filters.accountType as 'all' | (typeof accountTypes)[number],
        emailVerified: params.filters.emailVerified,
        search: params.search || undefined,
      }),
    adminAreaMessages.fetchSellersFailed,
    queryKeys.admin.sellerList(key),
  );
}
