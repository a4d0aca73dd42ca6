import {
  errorMessage,
  getSeller,
  isApiError,
  resendSellerEmailVerification,
  verifySellerEmail,
  type ApiClient,
} from '@drops/api-client';
import { emailVerificationMessages, type Seller } from '@drops/contracts';

export type VerifyOutcome =
  | { status: 'verified'; email: string }
  | { status: 'invalid'; message: string }
  | { status: 'failed'; message: string };

// One request per token: React's development double effects must not use the link twice.
const verifying = new Map<string, Promise<VerifyOutcome>>();

/** Uses the mailed link once; a used, expired or mangled one says so (issue 30 item 2). */
export function verifyEmailLink(client: ApiClient, token: string): Promise<VerifyOutcome> {
  const known = verifying.get(token);
  if (known) return known;
  const outcome = verifySellerEmail(client, { token }).then(
    (answer): VerifyOutcome => ({ status: 'verified', email: answer.data.email }),
    (error: unknown): VerifyOutcome => {
      verifying.delete(token);
      if (isApiError(error) && error.kind === 'validation')
        return {
          status: 'invalid',
          message: errorMessage(error, emailVerificationMessages.linkInvalid),
        };
      return {
        status: 'failed',
        message: errorMessage(error, emailVerificationMessages.linkInvalid),
      };
    },
  );
  verifying.set(token, outcome);
  return outcome;
}

/** Asks for the mail again; answers the words to show (sent, too soon, too many, failed). */
export async function askForVerificationMail(
  client: ApiClient,
): Promise<{ sent: boolean; message: string }> {
  try {
    const answer = await resendSellerEmailVerification(client);
    return { sent: true, message: answer.message || emailVerificationMessages.resent };
  } catch (error) {
    return { sent: false, message: errorMessage(error, emailVerificationMessages.tooMany) };
  }
}

/** The seller's email state as the server has it now (verified elsewhere, a change waiting). */
export async function readEmailState(
  client: ApiClient,
): Promise<Pick<Seller, 'email' | 'emailVerified' | 'pendingEmail'>> {
  const { data } = await getSeller(client);
  return { email: data.email, emailVerified: data.emailVerified, pendingEmail: data.pendingEmail };
}

/**
 * What the stored seller becomes once `email` is verified (its address, or its waiting one), or
 * null when it already says so.
 */
export function sellerAfterVerifying(seller: Seller, email: string): Partial<Seller> | null {
  const address = email.toLowerCase();
  // Already so: nothing to write (the stored seller changing would run this again).
  if (seller.email.toLowerCase() === address)
    return seller.emailVerified === true ? null : { emailVerified: true };
  if (seller.pendingEmail?.toLowerCase() === address)
    return { email: address, pendingEmail: null, emailVerified: true };
  return null;
}
