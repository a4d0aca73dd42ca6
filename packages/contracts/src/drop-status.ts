import type { DropPhase } from './drop-phase';

/**
 * A drop's status, one vocabulary (issue 29 item 3): the stored values are these, lower case;
 * the seller API's Title case labels (the spec's Draft, Published, Upcoming) are made from them
 * by `sellerStatusOf` on the way out and read by `storedStatusOfInput` on the way in, here only.
 */

/** Stored status of a drop. `Upcoming` is derived: published with a future launch date. */
export const storedProductStatuses = ['draft', 'published', 'paused'] as const;
export type StoredProductStatus = (typeof storedProductStatuses)[number];

/** Status as the seller area shows it. */
export const sellerProductStatuses = ['Draft', 'Published', 'Upcoming'] as const;
export type SellerProductStatus = (typeof sellerProductStatuses)[number];

/** Draft or Published in any letter case: what a seller may set. */
export const productStatusInputs = ['Draft', 'Published'] as const;
export type ProductStatusInput = (typeof productStatusInputs)[number];

/** The seller dashboard's status filter; Badges lists badged drops. */
export const sellerProductFilters = ['Published', 'Draft', 'Upcoming', 'Badges'] as const;
export type SellerProductFilter = (typeof sellerProductFilters)[number];
/** A filter as the catalog reads it: one of the dashboard's, lower case, or every drop. */
export type SellerProductListFilter = Lowercase<SellerProductFilter> | 'all';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * A stored status (or an administrator's, in any case) read back: one of the stored values, and
 * draft for anything else (spec section 4).
 */
export function storedStatusOf(value: string): StoredProductStatus {
  const lower = value.toLowerCase();
  return isOneOf(storedProductStatuses, lower) ? lower : 'draft';
}

/** An administrator's status filter in any case; anything else (`all`) filters nothing. */
export function storedStatusFilterOf(value: string | undefined): StoredProductStatus | undefined {
  const lower = value?.trim().toLowerCase() ?? '';
  return isOneOf(storedProductStatuses, lower) ? lower : undefined;
}

/**
 * The way out: a stored status as the seller API labels it. Published with a launch date still
 * ahead reads as Upcoming; paused reads as Draft to sellers (the moderation says why).
 */
export function sellerStatusOf(
  status: StoredProductStatus,
  launchDate: number | null,
  now: number = Date.now(),
): SellerProductStatus {
  if (status !== 'published') return 'Draft';
  return launchDate !== null && launchDate > now ? 'Upcoming' : 'Published';
}

/** The way in: the stored status a seller's Draft or Published (any letter case) sets. */
export function storedStatusOfInput(status: string): 'draft' | 'published' {
  return status.toLowerCase() === 'published' ? 'published' : 'draft';
}

/** The way out of a seller's own save: the label that sets `draft` or `published`. */
export function statusInputOf(status: 'draft' | 'published'): ProductStatusInput {
  return status === 'published' ? 'Published' : 'Draft';
}

/** Whether a seller's label is of a published drop: Published now, or Upcoming. */
export function isPublishedSellerStatus(status: SellerProductStatus): boolean {
  return status !== 'Draft';
}

/** The dashboard's filter (any case); empty, All, "All Status" or anything else: every drop. */
export function sellerListFilterOf(status: string | undefined): SellerProductListFilter {
  const lower = (status ?? '').toLowerCase();
  return isOneOf(
    sellerProductFilters.map((filter) => filter.toLowerCase() as Lowercase<SellerProductFilter>),
    lower,
  )
    ? lower
    : 'all';
}

/** The phase a seller's label implies, for a drop read without its phase. */
export function phaseOfSellerStatus(status: SellerProductStatus): DropPhase {
  return status === 'Draft' ? 'draft' : status === 'Upcoming' ? 'scheduled' : 'live';
}
