import { verifyPasswordOf } from '@drops/auth';
import { serverMessages, type Seller } from '@drops/contracts';
import { DomainError, ForbiddenError, UnauthorizedError } from '@drops/service-kit';
import type { PasswordDependencies } from './passwords';
import { reviewOf } from './review-status';

/**
 * The seller behind an email and password, if it may sign in. An unknown email is checked
 * against a throwaway hash so the answer takes as long as for a wrong password. The account
 * state is told only to whoever knows the password.
 *
 * Issue 30: 5 failures for one account within 15 minutes, from any address, pause its sign-ins
 * for 15 minutes with the wrong password's answer (so nothing tells the account exists), and
 * the owner is mailed once; a success forgets the failures.
 */
export async function authenticateSeller(
  deps: Omit<PasswordDependencies, 'db' | 'sessions'> & { supportEmail: string },
  email: string,
  password: string,
): Promise<Seller> {
  const now = Date.now();
  const credentials = await deps.sellers.findCredentialsByEmail(email);
  const locked = credentials ? await deps.passwords.isLocked(credentials.seller._id, now) : false;
  const valid = await verifyPasswordOf(password, credentials?.passwordHash);
  if (!credentials || locked) throw new UnauthorizedError(serverMessages.invalidCredentials);

  const { seller } = credentials;
  if (!valid) {
    if (await deps.passwords.recordFailure(seller._id, now))
      await deps.queueAccountMail({
        kind: 'sign_in_locked',
        audience: 'seller',
        accountId: seller._id,
        to: seller.email,
        name: seller.username,
      });
    throw new UnauthorizedError(serverMessages.invalidCredentials);
  }
  await deps.passwords.clearFailures(seller._id);
  // The refusal keeps its words and adds why (issue 16): the reason and note recorded.
  if (!seller.isActive)
    throw new DomainError(403, serverMessages.accountRejected, 'ACCOUNT_REJECTED', undefined, {
      review: reviewOf(seller, credentials.review),
      // The refusal says to contact support: where (issue 31 item 5).
      support: { email: deps.supportEmail },
    });
  // Flex accounts show off without selling, so they need no approval to sign in.
  if (seller.accountType === 'sell' && !seller.isApproved)
    throw new ForbiddenError(serverMessages.accountPendingApproval, 'ACCOUNT_PENDING_APPROVAL');
  return seller;
}
