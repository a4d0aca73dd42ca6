import { useState } from 'react';
import { adminProductCategoryFilters, type AdminProduct } from '@drops/contracts';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  Muted,
  PageTitle,
  SelectField,
  Stack,
} from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { FilterBar, ListHeader } from '../../../shared/list-controls.styles';
import { useLastPageWhenPastEnd, searchPause, useListParams } from '../../../shared/list-params';
import { Pagination } from '../../../shared/pagination';
import { SearchBox } from '../../../shared/search-box';
import { productListSpec, useProductsList } from '../api/list-products';
import { useBadgeToggle } from '../api/toggle-badge';
import { ProductDetailDialog } from './product-detail-dialog';
import { ProductsTable } from './products-table';

const statusOptions = [
  { value: 'all', label: adminAreaMessages.allStatuses },
  { value: 'published', label: adminAreaMessages.productStatusLabels.published },
  { value: 'draft', label: adminAreaMessages.productStatusLabels.draft },
  { value: 'paused', label: adminAreaMessages.productStatusLabels.paused },
];

const categoryOptions = [
  { value: 'all', label: adminAreaMessages.allCategories },
  ...adminProductCategoryFilters.map((category) => ({ value: category, label: category })),
];

/** `/admin/products`: filters and search in the URL, the table, badge toggle, detail modal, pagination. */
export function ProductsPage() {
  const list = useListParams(productListSpec);
  const { state, reload, update } = useProductsList(list, list.key);
  const [detail, setDetail] = useState<{
    product: AdminProduct;
    open: boolean;
    opening: number;
  } | null>(null);
  const badge = useBadgeToggle((saved) => {
    update((page) => ({
      ...page,
      data: page.data.map((row) => (row._id === saved._id ? { ...row, badge: saved.badge } : row)),
    }));
    setDetail((current) =>
      current && current.product._id === saved._id
        ? { ...current, product: { ...current.product, badge: saved.badge } }
        : current,
    );
  });
  useLastPageWhenPastEnd(
    list.page,
    state.status === 'ready' ? state.data.pagination.pages : null,
    list.replacePage,
  );

  return (
    <Stack $gap={6}>
      <ListHeader>
        <PageTitle>{adminAreaMessages.products}</PageTitle>
        {state.status === 'ready' ? (
          <Muted>{adminAreaMessages.productCount(state.data.pagination.total)}</Muted>
        ) : null}
      </ListHeader>
      <FilterBar>
        <SearchBox
          label={adminAreaMessages.searchProducts}
          placeholder={adminAreaMessages.searchProductsPlaceholder}
          value={list.search}
          debounceMs={searchPause.products}
          onSearch={list.setSearch}
        />
        <SelectField
          label={adminAreaMessages.statusFilter}
          options={statusOptions}
          value={list.filters.status}
          onChange={(event) => list.setFilter('status', event.target.value)}
        />
        <SelectField
          label={adminAreaMessages.categoryFilter}
          options={categoryOptions}
          value={list.filters.category}
          onChange={(event) => list.setFilter('category', event.target.value)}
        />
      </FilterBar>
      {state.status === 'loading' ? <LoadingState>{adminAreaMessages.loading}</LoadingState> : null}
      {state.status === 'error' ? (
        <ErrorState message={state.message} onRetry={reload} retryLabel={adminAreaMessages.retry} />
      ) : null}
      {state.status === 'ready' && state.data.data.length === 0 ? (
        <EmptyState title={adminAreaMessages.noProducts} />
      ) : null}
      {state.status === 'ready' && state.data.data.length > 0 ? (
        <ProductsTable
          products={state.data.data}
          badgePendingId={badge.pendingId}
          onView={(product) =>
            setDetail((current) => ({ product, open: true, opening: (current?.opening ?? 0) + 1 }))
          }
          onToggleBadge={(product) => void badge.toggle(product)}
        />
      ) : null}
      {state.status === 'ready' ? (
        <Pagination page={list.page} pages={state.data.pagination.pages} onPage={list.setPage} />
      ) : null}
      {detail ? (
        <ProductDetailDialog
          key={detail.opening}
          product={detail.product}
          open={detail.open}
          badgePending={badge.pendingId === detail.product._id}
          onToggleBadge={(product) => void badge.toggle(product)}
          onClose={() => setDetail({ ...detail, open: false })}
        />
      ) : null}
    </Stack>
  );
}
