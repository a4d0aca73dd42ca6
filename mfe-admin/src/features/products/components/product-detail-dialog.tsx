import {
  dropFields,
  accountTypeLabels,
  accountTypes,
  productCategoryLabel,
  type AdminProduct,
  storedStatusOf,
} from '@drops/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatPrice } from '@drops/format';
import { MediaImage, MediaVideo } from '@drops/media';
import { queryKeys } from '@drops/remote-kit';
import { Button, DropStatusBadge, Stack } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { CellSub, CellTitle, StatusPill } from '../../../shared/data-table';
import { AuditHistory } from '../../../shared/audit-history';
import { DetailDialog } from '../../../shared/detail-dialog';
import { LinkOrNone } from '../../../shared/link-or-none';
import { useProductDetail } from '../api/product-detail';
import { DropModeration } from './drop-moderation';
import { Facts } from '../../../shared/detail.styles';
import { Gallery } from './product-detail-dialog.styles';

const { fields } = adminAreaMessages;

const accountTypeLabel = (value: string) =>
  (accountTypes as readonly string[]).includes(value)
    ? accountTypeLabels[value as (typeof accountTypes)[number]]
    : value;

/** The product as the administrator sees it, read fresh when the modal opens; the badge toggles here too. */
export function ProductDetailDialog({
  product,
  open,
  badgePending,
  onToggleBadge,
  onModerated,
  onClose,
}: {
  product: AdminProduct;
  open: boolean;
  badgePending: boolean;
  onToggleBadge: (product: AdminProduct) => void;
  /** A pause or restore made here: the list's row takes the saved drop. */
  onModerated: (product: AdminProduct) => void;
  onClose: () => void;
}) {
  const detail = useProductDetail(product._id);
  const { state, update } = detail;
  const queryClient = useQueryClient();
  // The list's copy knows the latest badge (toggled here or in the row).
  const shown = state.status === 'ready' ? { ...state.data, badge: product.badge } : null;
  return (
    <DetailDialog
      open={open}
      title={adminAreaMessages.productDetails}
      detail={detail}
      actions={
        shown ? (
          <Button
            $variant={shown.badge ? 'secondary' : 'primary'}
            aria-pressed={shown.badge}
            disabled={badgePending}
            onClick={() => onToggleBadge(shown)}
          >
            {shown.badge ? adminAreaMessages.removeBadge : adminAreaMessages.addBadge}
          </Button>
        ) : null
      }
      onClose={onClose}
    >
      {shown ? (
        <Stack $gap={5}>
          <div>
            <CellTitle>{shown.name}</CellTitle>
            {shown.brandName ? <CellSub>{shown.brandName}</CellSub> : null}
          </div>
          {shown.visuals.length > 0 || shown.mainImage ? (
            <Gallery>
              {(shown.visuals.length > 0
                ? shown.visuals
                : [{ type: 'image' as const, url: shown.mainImage }]
              ).map((visual, index) =>
                visual.type === 'video' ? (
                  <MediaVideo
                    key={`${visual.url}-${index}`}
                    source={visual.url}
                    label={`${shown.name} ${index + 1}`}
                    controls
                    muted
                    playsInline
                    preload="metadata"
                  />
                ) : (
                  <MediaImage
                    key={`${visual.url}-${index}`}
                    source={visual.url}
                    alt={`${shown.name} ${index + 1}`}
                    // The gallery's cells are about 96-200 px wide.
                    sizes="200px"
                    fallbackWidth={200}
                  />
                ),
              )}
            </Gallery>
          ) : null}
          <Facts>
            <dt>{fields.status}</dt>
            <dd>
              <DropStatusBadge status={storedStatusOf(shown.status)} />
            </dd>
            <dt>{fields.badge}</dt>
            <dd>
              <StatusPill $tone={shown.badge ? 'accent' : 'neutral'}>
                {shown.badge ? adminAreaMessages.badged : adminAreaMessages.notBadged}
              </StatusPill>
            </dd>
            <dt>{fields.seller}</dt>
            <dd>
              {shown.seller
                ? `${shown.seller.username} (${shown.seller.email}), ${accountTypeLabel(shown.seller.accountType)}`
                : adminAreaMessages.none}
            </dd>
            <dt>{fields.category}</dt>
            <dd>{productCategoryLabel(shown.category) || adminAreaMessages.none}</dd>
            <dt>{fields.description}</dt>
            <dd>{shown.description || adminAreaMessages.none}</dd>
            <dt>{fields.price}</dt>
            <dd>{formatPrice(shown.price) || adminAreaMessages.none}</dd>
            <dt>{fields.rrp}</dt>
            <dd>{formatPrice(shown.rrp) || adminAreaMessages.none}</dd>
            <dt>{fields.quantity}</dt>
            <dd>{shown.quantity ?? adminAreaMessages.none}</dd>
            <dt>{dropFields.sku.label}</dt>
            <dd>{shown.sku || adminAreaMessages.none}</dd>
            <dt>{fields.launchDate}</dt>
            <dd>{formatDate(shown.launchDate) || adminAreaMessages.none}</dd>
            <dt>{fields.tags}</dt>
            <dd>{shown.tags.join(', ') || adminAreaMessages.none}</dd>
            <dt>{fields.purchaseUrl}</dt>
            <dd>
              <LinkOrNone href={shown.purchaseUrl} />
            </dd>
            <dt>{fields.created}</dt>
            <dd>{formatDate(shown.createdAt)}</dd>
            <dt>{fields.updated}</dt>
            <dd>{formatDate(shown.updatedAt)}</dd>
          </Facts>
          <DropModeration
            product={shown}
            onChanged={(saved) => {
              update(() => saved);
              void queryClient.invalidateQueries({
                queryKey: queryKeys.admin.audit('product', saved._id),
              });
              onModerated(saved);
            }}
          />
          <AuditHistory targetType="product" targetId={shown._id} />
        </Stack>
      ) : null}
    </DetailDialog>
  );
}
