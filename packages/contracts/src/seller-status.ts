import type { AccountType } from './domain';

/**
 * A seller's status, one vocabulary (issue 29 item 3), read from the flags spec section 4
 * defines: the seller's own review (`reviewStatusOf`) and the administrators' list and CSV
 * (`adminSellerStatusOf`, with its words) are made here only.
 */

/** Where an account stands as an administrator decides it. */
export const decidedSellerStatuses = ['pending', 'approved', 'rejected'] as const;
/** A seller as the administrator's list reads it (spec section 4), and its words on screen. */
export type AdminSellerStatus = (typeof decidedSellerStatuses)[number];

/**
 * The seller's review: `none`, a flex account that has not asked to sell; `pending`, a sell
 * sign-up not yet decided or a flex account's request to sell; `approved`, `rejected`: as the
 * administrator decided.
 */
export const sellerReviewStatuses = ['none', ...decidedSellerStatuses] as const;
export type SellerReviewStatus = (typeof sellerReviewStatuses)[number];

/** The administrators' status filter: every seller, or one status. */
export const adminSellerStatuses = ['all', ...decidedSellerStatuses] as const;
export type AdminSellerStatusFilter = (typeof adminSellerStatuses)[number];

export const adminSellerStatusLabels = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
} as const satisfies Record<AdminSellerStatus, string>;

/** The flags a seller's status is read from. */
interface SellerStanding {
  isActive: boolean;
  isApproved: boolean;
}

/** Not active is rejected; active and approved approved; otherwise pending. */
export function adminSellerStatusOf(seller: SellerStanding): AdminSellerStatus {
  if (!seller.isActive) return 'rejected';
  return seller.isApproved ? 'approved' : 'pending';
}

/**
 * Where the account stands for its seller: not active is rejected; an approved sell account
 * approved; a sell account not yet approved, or a flex account that asked to sell, pending; any
 * other flex account has nothing under review.
 */
export function reviewStatusOf(
  seller: SellerStanding & { accountType: AccountType; isRequestedforSell: boolean },
): SellerReviewStatus {
  if (seller.accountType === 'flex' && seller.isActive)
    return seller.isRequestedforSell ? 'pending' : 'none';
  return adminSellerStatusOf(seller);
}
