import type { AdminProduct, CatalogProduct, Seller } from '@drops/contracts';

/** The administrator's product: the catalog's drop with its seller's summary attached. */
export function withSeller(product: CatalogProduct, seller: Seller | undefined): AdminProduct {
  return {
    ...product,
    seller: seller
      ? {
          _id: seller._id,
          username: seller.username,
          email: seller.email,
          profileImage: seller.profileImage,
          accountType: seller.accountType,
        }
      : null,
  };
}
