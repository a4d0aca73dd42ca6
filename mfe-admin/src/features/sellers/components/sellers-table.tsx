import { accountTypeLabels, type Seller } from '@drops/contracts';
import { formatDate } from '@drops/format';
import styled from 'styled-components';
import { Button, EmailVerifiedBadge } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import {
  Actions,
  IdentityCell,
  ListTable,
  NoWrap,
  StatusPill,
  ViewButton,
} from '../../../shared/data-table';
import { SellerAvatar } from '../../../shared/seller-avatar';
import { sellerStatus } from '../../../shared/seller-status';
import { sellerActions, type SellerAction } from '../seller-actions';

export interface SellersTableProps {
  sellers: readonly Seller[];
  pending: { sellerId: string; action: SellerAction } | null;
  onView: (seller: Seller) => void;
  onAction: (action: SellerAction, seller: Seller) => void;
}

const { columns } = adminAreaMessages;

/**
 * The email's state (issue 30 item 2) under the seller's address, not in the status cell, which
 * keeps the spec's status alone.
 */
const EmailState = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
`;

const actionLabels: Record<SellerAction, string> = {
  approve: adminAreaMessages.approve,
  reject: adminAreaMessages.reject,
  invite: adminAreaMessages.invite,
};

const actionVariants = { approve: 'primary', reject: 'danger', invite: 'secondary' } as const;

/** One row per seller: who, account type, derived status, joined, and the allowed actions. */
export function SellersTable({ sellers, pending, onView, onAction }: SellersTableProps) {
  return (
    <ListTable
      label={adminAreaMessages.sellers}
      columns={[
        columns.seller,
        columns.accountType,
        columns.status,
        columns.joined,
        columns.actions,
      ]}
    >
      {sellers.map((seller) => {
        const status = sellerStatus(seller);
        const allowed = sellerActions(seller);
        const busy = pending?.sellerId === seller._id;
        return (
          <tr key={seller._id} data-seller-id={seller._id}>
            <IdentityCell
              picture={
                <SellerAvatar username={seller.username} profileImage={seller.profileImage} />
              }
              title={seller.username}
              sub={seller.email}
              badge={
                seller.emailVerified === undefined ? null : (
                  <EmailState>
                    <EmailVerifiedBadge verified={seller.emailVerified} />
                  </EmailState>
                )
              }
            />
            <td data-label={columns.accountType}>{accountTypeLabels[seller.accountType]}</td>
            <td data-label={columns.status}>
              <StatusPill $tone={status.tone}>{status.word}</StatusPill>
            </td>
            <td data-label={columns.joined}>
              <NoWrap>{formatDate(seller.createdAt)}</NoWrap>
            </td>
            <td>
              <Actions>
                <ViewButton name={seller.username} onView={() => onView(seller)} />
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
    </ListTable>
  );
}
