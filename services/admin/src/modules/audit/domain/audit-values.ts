import type { Category, CatalogProduct, Seller } from '@drops/contracts';

/** The fields of a seller a review changes: what the audit log keeps before and after. */
export function sellerValuesOf(seller: Seller): Record<string, unknown> {
  return {
    username: seller.username,
    email: seller.email,
    accountType: seller.accountType,
    isApproved: seller.isApproved,
    isActive: seller.isActive,
    isRequestedforSell: seller.isRequestedforSell,
    invitation: seller.invitation,
  };
}

/** The fields of a drop moderation changes. */
export function productValuesOf(product: CatalogProduct): Record<string, unknown> {
  return {
    name: product.name,
    sellerId: product.sellerId,
    status: product.status,
    badge: product.badge,
    selling: product.selling,
  };
}

export function categoryValuesOf(category: Category): Record<string, unknown> {
  return { name: category.name };
}
