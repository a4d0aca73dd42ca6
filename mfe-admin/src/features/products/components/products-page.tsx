import { adminProductCategoryFilters, type AdminProduct } from '@drops/contracts';
import { adminAreaMessages } from '../../../messages';
import { searchPause, useListParams } from '../../../shared/list-params';
import { filterOptions, ListPage, type ListFilterControl } from '../../../shared/list-page';
import { exportProductsCsv } from '@drops/api-client';
import { useDetailDialog } from '../../../shared/use-detail-dialog';
import { productListSpec, useProductsList, type ProductFilter } from '../api/list-products';
import { useBadgeToggle } from '../api/toggle-badge';
import { ProductDetailDialog } from './product-detail-dialog';
import { ProductsTable } from './products-table';

const filters: ListFilterControl<ProductFilter>[] = [
  {
    name: 'status',
    label: adminAreaMessages.statusFilter,
    options: filterOptions(adminAreaMessages.allStatuses, adminAreaMessages.productStatusLabels),
  },
  {
    name: 'category',
    label: adminAreaMessages.categoryFilter,
    options: [
      { value: 'all', label: adminAreaMessages.allCategories },
      ...adminProductCategoryFilters.map((category) => ({ value: category, label: category })),
    ],
  },
];

/** `/admin/products`: filters and search in the URL, the table, badge toggle, detail modal, pagination. */
export function ProductsPage() {
  const list = useListParams(productListSpec);
  const { state, reload, update } = useProductsList(list, list.key);
  const dialog = useDetailDialog<AdminProduct>();
  const badge = useBadgeToggle((saved) => {
    const withBadge = (row: AdminProduct) =>
      row._id === saved._id ? { ...row, badge: saved.badge } : row;
    update((page) => ({ ...page, data: page.data.map(withBadge) }));
    dialog.update(withBadge);
  });

  return (
    <ListPage
      title={adminAreaMessages.products}
      loadingText={adminAreaMessages.loading.products}
      countLabel={adminAreaMessages.productCount}
      search={{
        label: adminAreaMessages.searchProducts,
        placeholder: adminAreaMessages.searchProductsPlaceholder,
        debounceMs: searchPause.products,
      }}
      filters={filters}
      list={list}
      state={state}
      reload={reload}
      emptyTitle={adminAreaMessages.noProducts}
      exportList={{ fileName: 'products', download: exportProductsCsv }}
      renderRows={(products) => (
        <ProductsTable
          products={products}
          badgePendingId={badge.pendingId}
          onView={dialog.open}
          onToggleBadge={(product) => void badge.toggle(product)}
        />
      )}
    >
      {dialog.detail ? (
        <ProductDetailDialog
          key={dialog.detail.opening}
          product={dialog.detail.row}
          open={dialog.detail.open}
          badgePending={badge.pendingId === dialog.detail.row._id}
          onToggleBadge={(product) => void badge.toggle(product)}
          onModerated={(saved) => {
            const withSaved = (row: AdminProduct) => (row._id === saved._id ? saved : row);
            update((page) => ({ ...page, data: page.data.map(withSaved) }));
            dialog.update(withSaved);
          }}
          onClose={dialog.close}
        />
      ) : null}
    </ListPage>
  );
}
