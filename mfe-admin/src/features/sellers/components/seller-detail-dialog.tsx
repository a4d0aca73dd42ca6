import { useId } from 'react';
import {
  accountTypeLabels,
  countries,
  emailVerificationMessages,
  roleOptions,
  type Seller,
  storedStatusOf,
} from '@drops/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@drops/format';
import { queryKeys } from '@drops/remote-kit';
import { DropStatusBadge, EmailVerifiedBadge, Stack } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { CellSub, CellTitle, StatusPill } from '../../../shared/data-table';
import { ProductThumb } from '../../../shared/product-thumb';
import { SellerAvatar } from '../../../shared/seller-avatar';
import { sellerStatus } from '../../../shared/seller-status';
import { Facts, SectionTitle } from '../../../shared/detail.styles';
import { AuditHistory } from '../../../shared/audit-history';
import { DetailDialog } from '../../../shared/detail-dialog';
import { LinkOrNone } from '../../../shared/link-or-none';
import { useSellerDetail } from '../api/seller-detail';
import { ReviewDecision } from './review-decision';
import {
  DetailHeader,
  Grow,
  ProductList,
  RecentProductsScroller,
  Stats,
} from './seller-detail-dialog.styles';

const { fields, stats } = adminAreaMessages;

const roleLabel = (role: string) =>
  roleOptions.find((option) => option.value === role)?.label ?? role;

const countryName = (code: string) =>
  countries.find((country) => country.code === code)?.name ?? code;

/** The four stats, in the spec's order. */
const statFields = ['totalProducts', 'publishedProducts', 'followersCount', 'sales'] as const;

/** The seller's profile, stats and recent products, read fresh when the modal opens. */
export function SellerDetailDialog({
  seller,
  open,
  onChanged,
  onClose,
}: {
  seller: Seller;
  open: boolean;
  /** A decision taken in the dialog: the list reads its page again. */
  onChanged: () => void;
  onClose: () => void;
}) {
  const detail = useSellerDetail(seller._id);
  const { state, refresh } = detail;
  const queryClient = useQueryClient();
  const recentTitleId = useId();
  return (
    <DetailDialog
      open={open}
      title={adminAreaMessages.sellerDetails}
      detail={detail}
      onClose={onClose}
    >
      {state.status === 'ready' ? (
        <Stack $gap={5}>
          <DetailHeader>
            <SellerAvatar
              username={state.data.username}
              profileImage={state.data.profileImage}
              size={56}
            />
            <span>
              <CellTitle>{state.data.username}</CellTitle>
              <CellSub>{state.data.email}</CellSub>
            </span>
          </DetailHeader>
          <Facts>
            <dt>{fields.status}</dt>
            <dd>
              <StatusPill $tone={sellerStatus(state.data).tone}>
                {sellerStatus(state.data).word}
              </StatusPill>
            </dd>
            <dt>{emailVerificationMessages.filterLabel}</dt>
            <dd>
              <EmailVerifiedBadge verified={state.data.emailVerified === true} />
              {state.data.pendingEmail
                ? ` ${emailVerificationMessages.pending(state.data.pendingEmail)}`
                : null}
            </dd>
            <dt>{fields.accountType}</dt>
            <dd>{accountTypeLabels[state.data.accountType]}</dd>
            <dt>{fields.fullName}</dt>
            <dd>{state.data.fullName || adminAreaMessages.none}</dd>
            <dt>{fields.requestedToSell}</dt>
            <dd>{state.data.isRequestedforSell ? adminAreaMessages.yes : adminAreaMessages.no}</dd>
            <dt>{fields.invitation}</dt>
            <dd>{state.data.invitation ?? adminAreaMessages.none}</dd>
            <dt>{fields.country}</dt>
            <dd>{state.data.country ? countryName(state.data.country) : adminAreaMessages.none}</dd>
            <dt>{fields.roles}</dt>
            <dd>{state.data.roles.map(roleLabel).join(', ') || adminAreaMessages.none}</dd>
            <dt>{fields.bio}</dt>
            <dd>{state.data.bio || adminAreaMessages.none}</dd>
            <dt>{fields.portfolioLink}</dt>
            <dd>
              <LinkOrNone href={state.data.portfolioLink} />
            </dd>
            <dt>{fields.joined}</dt>
            <dd>{formatDate(state.data.createdAt)}</dd>
          </Facts>
          <Stats aria-label={adminAreaMessages.sellerDetails}>
            {statFields.map((field) => (
              <div key={field}>
                <dt>{stats[field]}</dt>
                <dd>{state.data.stats[field]}</dd>
              </div>
            ))}
          </Stats>
          <Stack $gap={2}>
            <SectionTitle id={recentTitleId}>{adminAreaMessages.recentSellerProducts}</SectionTitle>
            {state.data.products.length === 0 ? <p>{adminAreaMessages.noRecentProducts}</p> : null}
            {/* A region that keyboards can scroll: it holds nothing focusable of its own. */}
            <RecentProductsScroller role="region" aria-labelledby={recentTitleId} tabIndex={0}>
              <ProductList>
                {state.data.products.map((product) => (
                  <li key={product._id}>
                    <ProductThumb product={product} size={40} />
                    <Grow>
                      <CellTitle>{product.name}</CellTitle>
                      <CellSub>{formatDate(product.createdAt)}</CellSub>
                    </Grow>
                    <DropStatusBadge status={storedStatusOf(product.status)} />
                  </li>
                ))}
              </ProductList>
            </RecentProductsScroller>
          </Stack>
          <ReviewDecision
            seller={state.data}
            onDecided={() => {
              refresh();
              void queryClient.invalidateQueries({
                queryKey: queryKeys.admin.audit('seller', seller._id),
              });
              onChanged();
            }}
          />
          <AuditHistory targetType="seller" targetId={state.data._id} />
        </Stack>
      ) : null}
    </DetailDialog>
  );
}
