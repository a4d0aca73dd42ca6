import { adminMessages, adminServerMessages } from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';

export const sellerNotFound = () => new NotFoundError(adminMessages.sellerNotFound);
export const productNotFound = () => new NotFoundError(adminServerMessages.productNotFound);
