import {
  dropFieldList,
  reasonTextOf,
  sellerStatusOf,
  reviewReasonCodes,
  type AdminProduct,
  type DropModeration,
  type Product,
  type ReviewReason,
  type StoredProductStatus,
  type Visual,
  isThumbnailSource,
  listThumbnailWidth,
  storageKeyPrefixes,
  thumbnailKeyOf,
} from '@drops/contracts';
import { toIso, toIsoOrNull } from '@drops/db';
import { phaseEndsAt, storedPhaseOf } from '../phases';
import { productFieldsOf, type ProductFields, type ProductRow } from './product-row';

/** The drop as each area sees it, made from its row (`product-row.ts`) in one place. */

/** The administrator view before the administrator service attaches `seller`. */
export type AdminProductWithoutSeller = Omit<AdminProduct, 'seller'>;
/** Why a paused drop is paused (both areas show it); undefined for any other drop. */
export function moderationOf(
  row: ProductRow,
  status: StoredProductStatus,
): DropModeration | undefined {
  if (status !== 'paused') return undefined;
  const reason = (reviewReasonCodes as readonly string[]).includes(row.moderation_reason ?? '')
    ? (row.moderation_reason as ReviewReason)
    : null;
  return {
    status: 'paused',
    reason,
    reasonText: reasonTextOf(reason),
    note: row.moderation_note ?? null,
    // A drop paused before reasons were recorded (the demo data) dates from its last change.
    decidedAt: toIso(row.moderated_at ?? row.updated_at),
  };
}

/**
 * Issue 18: a stored image's `thumbnail` is its 320 px WebP key (made by the thumbnail worker;
 * until then the signed-link call answers it with the original). A video keeps the poster it
 * was given; a link to elsewhere has no thumbnail of ours.
 */
function withListThumbnail(visual: Visual): Visual {
  if (
    visual.type !== 'image' ||
    !visual.url.startsWith(storageKeyPrefixes.product) ||
    !isThumbnailSource(visual.url)
  )
    return visual;
  return { ...visual, thumbnail: thumbnailKeyOf(visual.url, listThumbnailWidth, 'webp') };
}

/** The declared fields both areas show as stored (`customView` ones are made in `viewOf`). */
const copiedFields = dropFieldList.flatMap((field) => (field.customView ? [] : [field.name]));
type CopiedFields = Omit<
  ProductFields,
  'status' | 'visuals' | 'launchDate' | 'expiryDate' | 'collectionId'
>;

function copiedFieldsOf(fields: ProductFields): CopiedFields {
  const copied: Record<string, unknown> = {};
  for (const name of copiedFields) copied[name] = fields[name];
  return copied as CopiedFields;
}

/** The fields both areas show: this runs 100 times per list page, so it stays one pass. */
function viewOf<S extends string>(row: ProductRow, fields: ProductFields, status: S) {
  const phase = storedPhaseOf(row.phase, fields);
  const phaseChangesAt = phaseEndsAt(phase, fields);
  const visuals = fields.visuals.map(withListThumbnail);
  const galleryImageThumbNails: string[] = [];
  for (const visual of visuals)
    if (visual.type === 'image') galleryImageThumbNails.push(visual.thumbnail ?? visual.url);
  return {
    _id: row.id,
    ...copiedFieldsOf(fields),
    mainImageUrl: fields.mainImage || (visuals[0]?.url ?? ''),
    visuals,
    galleryImageThumbNails,
    launchDate: toIsoOrNull(fields.launchDate),
    expiryDate: toIsoOrNull(fields.expiryDate),
    collectionId:
      fields.collectionId === null
        ? null
        : { _id: fields.collectionId, collectionName: row.collection_name ?? '' },
    sellerId: row.seller_id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    version: Number(row.version),
    status,
    phase,
    phaseChangesAt: phaseChangesAt === null ? null : toIso(phaseChangesAt),
  };
}

/** The seller area's drop: status Draft, Published or Upcoming; a paused one says why. */
export function toSellerProduct(row: ProductRow, now: number = Date.now()): Product {
  const fields = productFieldsOf(row);
  const product: Product = viewOf(
    row,
    fields,
    sellerStatusOf(fields.status, fields.launchDate, now),
  );
  const moderation = moderationOf(row, fields.status);
  if (moderation) product.moderation = moderation;
  return product;
}

/** The administrator area's product: the stored status; the caller attaches `seller`. */
export function toAdminProduct(row: ProductRow): AdminProductWithoutSeller {
  const fields = productFieldsOf(row);
  const product: AdminProductWithoutSeller = viewOf(row, fields, fields.status);
  const moderation = moderationOf(row, fields.status);
  if (moderation) product.moderation = moderation;
  return product;
}
