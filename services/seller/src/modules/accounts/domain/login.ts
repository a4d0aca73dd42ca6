import { unusablePasswordHash, verifyPassword } from '@drops/auth';
import { serverMessages, type Seller } from '@drops/contracts';
import { DomainError, ForbiddenError, UnauthorizedError } from '@drops/service-kit';
import type { SellersRepository } from '../sellers-repository';
import { reviewOf } from './review-status';

/**
 * The seller behind an email and password, if it may sign in. An unknown email is checked
 * against a throwaway hash so the answer takes as long as for a wrong password. The account
 * state is told only to whoever knows the password.
 */
export async function authenticateSeller(
  sellers: SellersRepository,
  email: string,
  password: string,
): Promise<Seller> {
  const credentials = await sellers.findCredentialsByEmail(email);
  const valid = await verifyPassword(
    password,
    credentials?.passwordHash ?? (await unusablePasswordHash),
  );
  if (!credentials || !valid) throw new UnauthorizedError(serverMessages.invalidCredentials);

  const { seller } = credentials;
  // The refusal keeps its words and adds why (issue 16): the reason and note recorded.
  if (!seller.isActive)
    throw new DomainError(403, serverMessages.accountRejected, 'ACCOUNT_REJECTED', undefined, {
      review: reviewOf(seller, credentials.review),
    });
  // Flex accounts show off without selling, so they need no approval to sign in.
  if (seller.accountType === 'sell' && !seller.isApproved)
    throw new ForbiddenError(serverMessages.accountPendingApproval, 'ACCOUNT_PENDING_APPROVAL');
  return seller;
}
