import { productCategoryLabel, type AdminProduct, storedStatusOf } from '@drops/contracts';
import { Button, DropStatusBadge } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import {
  Actions,
  CellSub,
  CellTitle,
  IdentityCell,
  ListTable,
  StatusPill,
  StatusStack,
  ViewButton,
} from '../../../shared/data-table';
import { ProductThumb } from '../../../shared/product-thumb';

export interface ProductsTableProps {
  products: readonly AdminProduct[];
  badgePendingId: string | null;
  onView: (product: AdminProduct) => void;
  onToggleBadge: (product: AdminProduct) => void;
}

const { columns } = adminAreaMessages;

/** One row per product: picture and name, seller, category, status and badge, and actions (the detail modal has the rest). */
export function ProductsTable({
  products,
  badgePendingId,
  onView,
  onToggleBadge,
}: ProductsTableProps) {
  return (
    <ListTable
      label={adminAreaMessages.products}
      columns={[columns.product, columns.seller, columns.category, columns.status, columns.actions]}
    >
      {products.map((product) => {
        const status = storedStatusOf(product.status);
        return (
          <tr key={product._id} data-product-id={product._id}>
            <IdentityCell
              picture={<ProductThumb product={product} />}
              title={product.name}
              sub={product.brandName}
            />
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
            {/* The badge sits under the status: one column fewer keeps every action on screen
                beside the sidebar at 1024 px (issue 31). */}
            <td data-label={columns.status}>
              <StatusStack>
                <DropStatusBadge status={status} />
                <StatusPill $tone={product.badge ? 'accent' : 'neutral'}>
                  {product.badge ? adminAreaMessages.badged : adminAreaMessages.notBadged}
                </StatusPill>
              </StatusStack>
            </td>
            <td>
              <Actions>
                <ViewButton name={product.name} onView={() => onView(product)} />
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
    </ListTable>
  );
}
