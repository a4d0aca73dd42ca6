import type { SellerBatchRequest, SellerPageRequest } from '../../../remote/seller-service';
import { searchTermOf } from '../../../shared/paging';
import { chosenFilter } from '../../../shared/responses';

type SellerFilters = Pick<
  SellerBatchRequest,
  'status' | 'accountType' | 'search' | 'emailVerified'
>;

/** The review list's filters (the list and its export read them the same way). */
export function sellerFiltersOf(query: {
  status?: string;
  accountType?: string;
  search?: string;
  emailVerified?: string;
}): SellerFilters {
  return {
    status: chosenFilter<NonNullable<SellerPageRequest['status']>>(query.status),
    accountType: chosenFilter<NonNullable<SellerPageRequest['accountType']>>(query.accountType),
    search: searchTermOf(query.search),
    emailVerified: chosenFilter<NonNullable<SellerPageRequest['emailVerified']>>(
      query.emailVerified,
    ),
  };
}
