import { accountTypeLabels, type Seller } from '@drops/contracts';
import { formatDate } from '@drops/format';
import { Button } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import {
  Actions,
  CellSub,
  CellTitle,
  DataTable,
  Identity,
  NoWrap,
  StatusPill,
  TableScroll,
} from '../../../shared/data-table';
import { SellerAvatar } from '../../../shared/seller-avatar';
import { sellerStatus, sellerStatusTone } from '../../../shared/seller-status';
import { sellerActions, type SellerAction } from '../seller-actions';

export interface SellersTableProps {
  sellers: readonly Seller[];
  pending: { sellerId: string; action: SellerAction } | null;
  onView: (seller: Seller) => void;
  onAction: (action: SellerAction, seller: Seller) => void;
}

const { columns } = adminAreaMessages;

const actionLabels: Record<SellerAction, string> = {
  approve: adminAreaMessages.approve,
  reject: adminAreaMessages.reject,
  invite: adminAreaMessages.invite,
};

const actionVariants = { approve: 'primary', reject: 'danger', invite: 'secondary' } as const;

/** One row per seller: who, account type, derived status, joined, and the allowed actions. */
export function SellersTable({ sellers, pending, onView, onAction }: SellersTableProps) {
  return (
    <TableScroll>
      <DataTable aria-label={adminAreaMessages.sellers}>
        <thead>
          <tr>
            <th scope="col">{columns.seller}</th>
            <th scope="col">{columns.accountType}</th>
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.joined}</th>
            <th scope="col">{columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {sellers.map((seller) => {
            const status = sellerStatus(seller);
            const allowed = sellerActions(seller);
            const busy = pending?.sellerId === seller._id;
            return (
              <tr key={seller._id} data-seller-id={seller._id}>
                <td>
                  <Identity>
                    <SellerAvatar username={seller.username} profileImage={seller.profileImage} />
                    <span>
                      <CellTitle>{seller.username}</CellTitle>
                      <CellSub>{seller.email}</CellSub>
                    </span>
                  </Identity>
                </td>
                <td data-label={columns.accountType}>{accountTypeLabels[seller.accountType]}</td>
                <td data-label={columns.status}>
                  <StatusPill $tone={sellerStatusTone[status]}>{status}</StatusPill>
                </td>
                <td data-label={columns.joined}>
                  <NoWrap>{formatDate(seller.createdAt)}</NoWrap>
                </td>
                <td>
                  <Actions>
                    <Button
                      $variant="ghost"
                      $size="small"
                      aria-label={`${adminAreaMessages.view} ${seller.username}`}
                      onClick={() => onView(seller)}
                    >
                      {adminAreaMessages.view}
                    </Button>
                    {(['approve', 'reject', 'invite'] as const)
                      .filter((action) => allowed[action])
                      .map((action) => (
                        <Button
                          key={action}
                          $variant={actionVariants[action]}
                          $size="small"
                          disabled={busy}
                          aria-busy={busy && pending?.action === action ? true : undefined}
                          onClick={() => onAction(action, seller)}
                        >
                          {actionLabels[action]}
                        </Button>
                      ))}
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
