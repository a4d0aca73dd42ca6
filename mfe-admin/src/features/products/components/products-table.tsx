import { productCategoryLabel, type AdminProduct } from '@drops/contracts';
import { Button } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import {
  Actions,
  CellSub,
  CellTitle,
  DataTable,
  Identity,
  StatusPill,
  TableScroll,
} from '../../../shared/data-table';
import {
  productStatus,
  productStatusLabel,
  productStatusTone,
} from '../../../shared/product-status';
import { ProductThumb } from '../../../shared/product-thumb';

export interface ProductsTableProps {
  products: readonly AdminProduct[];
  badgePendingId: string | null;
  onView: (product: AdminProduct) => void;
  onToggleBadge: (product: AdminProduct) => void;
}

const { columns } = adminAreaMessages;

/** One row per product: picture and name, seller, category, status, badge and actions (the detail modal has the rest). */
export function ProductsTable({
  products,
  badgePendingId,
  onView,
  onToggleBadge,
}: ProductsTableProps) {
  return (
    <TableScroll>
      <DataTable aria-label={adminAreaMessages.products}>
        <thead>
          <tr>
            <th scope="col">{columns.product}</th>
            <th scope="col">{columns.seller}</th>
            <th scope="col">{columns.category}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.badge}</th>
            <th scope="col">{columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const status = productStatus(product.status);
            return (
              <tr key={product._id} data-product-id={product._id}>
                <td>
                  <Identity>
                    <ProductThumb product={product} />
                    <span>
                      <CellTitle>{product.name}</CellTitle>
                      {product.brandName ? <CellSub>{product.brandName}</CellSub> : null}
                    </span>
                  </Identity>
                </td>
                <td data-label={columns.seller}>
                  <span>
                    <CellTitle as="span">
                      {product.seller?.username ?? adminAreaMessages.none}
                    </CellTitle>
                    {product.seller ? <CellSub>{product.seller.email}</CellSub> : null}
                  </span>
                </td>
                <td data-label={columns.category}>
                  {productCategoryLabel(product.category) || adminAreaMessages.none}
                </td>
                <td data-label={columns.status}>
                  <StatusPill $tone={productStatusTone[status]}>
                    {productStatusLabel(status)}
                  </StatusPill>
                </td>
                <td data-label={columns.badge}>
                  <StatusPill $tone={product.badge ? 'accent' : 'neutral'}>
                    {product.badge ? adminAreaMessages.badged : adminAreaMessages.notBadged}
                  </StatusPill>
                </td>
                <td>
                  <Actions>
                    <Button
                      $variant="ghost"
                      $size="small"
                      aria-label={`${adminAreaMessages.view} ${product.name}`}
                      onClick={() => onView(product)}
                    >
                      {adminAreaMessages.view}
                    </Button>
                    <Button
                      $variant={product.badge ? 'secondary' : 'primary'}
                      $size="small"
                      aria-pressed={product.badge}
                      disabled={badgePendingId === product._id}
                      onClick={() => onToggleBadge(product)}
                    >
                      {product.badge ? adminAreaMessages.removeBadge : adminAreaMessages.addBadge}
                    </Button>
                  </Actions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}
