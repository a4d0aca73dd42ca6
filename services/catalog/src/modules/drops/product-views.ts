import {
  reasonTextOf,
  reviewReasonCodes,
  type AdminProduct,
  type DropModeration,
  type Product,
  type ReviewReason,
  type SellerProductStatus,
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
/** Published with a launch date still ahead reads as Upcoming; paused reads as Draft to sellers. */
export function sellerStatusOf(
  status: StoredProductStatus,
  launchDate: number | null,
  now: number = Date.now(),
): SellerProductStatus {
  if (status !== 'published') return 'Draft';
  return launchDate !== null && launchDate > now ? 'Upcoming' : 'Published';
}

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

/** The fields both areas show, built in one object literal: this runs 100 times per list page. */
function viewOf<S extends string>(row: ProductRow, fields: ProductFields, status: S) {
  const phase = storedPhaseOf(row.phase, fields);
  const phaseChangesAt = phaseEndsAt(phase, fields);
  const visuals = fields.visuals.map(withListThumbnail);
  const galleryImageThumbNails: string[] = [];
  for (const visual of visuals)
    if (visual.type === 'image') galleryImageThumbNails.push(visual.thumbnail ?? visual.url);
  return {
    _id: row.id,
    name: fields.name,
    description: fields.description,
    brandName: fields.brandName,
    category: fields.category,
    mainImage: fields.mainImage,
    mainImageUrl: fields.mainImage || (visuals[0]?.url ?? ''),
    visuals,
    galleryImageThumbNails,
    price: fields.price,
    rrp: fields.rrp,
    quantity: fields.quantity,
    purchaseUrl: fields.purchaseUrl,
    launchDate: toIsoOrNull(fields.launchDate),
    expiryDate: toIsoOrNull(fields.expiryDate),
    allowEarlyAccess: fields.allowEarlyAccess,
    earlyUnits: fields.earlyUnits,
    timeWindow: fields.timeWindow,
    unlockManyUnits: fields.unlockManyUnits,
    isNook: fields.isNook,
    badge: fields.badge,
    tags: fields.tags,
    categories: fields.categories,
    curatedValueTag: fields.curatedValueTag,
    variationsTitle: fields.variationsTitle,
    variationsObjects: fields.variationsObjects,
    features: fields.features,
    feedbacks: fields.feedbacks,
    isSeries: fields.isSeries,
    seriesName: fields.seriesName,
    collectionId:
      fields.collectionId === null
        ? null
        : { _id: fields.collectionId, collectionName: row.collection_name ?? '' },
    sellerId: row.seller_id,
    selling: fields.selling,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    version: Number(row.version),
    status,
    phase,
    phaseChangesAt: phaseChangesAt === null ? null : toIso(phaseChangesAt),
    timeZone: fields.timeZone,
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
