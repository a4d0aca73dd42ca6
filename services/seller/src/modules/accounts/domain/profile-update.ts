import {
  echoedProfileFields,
  freeProfileFields,
  isTimeZone,
  launchMessages,
  serverMessages,
  type EchoedProfileFieldName,
  type Seller,
  type SellerUpdateBody,
} from '@drops/contracts';
import type { SellerChanges } from '../seller-row';
import { ForbiddenError, ValidationError } from '@drops/service-kit';

/**
 * Turns a seller's own PUT into changes, refusing what a seller may not do: raising its own
 * approval, activity or account type, answering an invitation that is not pending, or asking to
 * sell when it already sells. Accepting a pending invitation is the one way to become an approved
 * seller from here, and then the server, not the client, sets sell and approved.
 */
export function planProfileUpdate(stored: Seller, body: SellerUpdateBody): SellerChanges {
  const changes: SellerChanges = {};
  for (const field of freeProfileFields) {
    const value = body[field];
    if (value !== undefined) Object.assign(changes, { [field]: value });
  }
  if (changes.email !== undefined) changes.email = changes.email.toLowerCase();
  // Issue 17: a zone Intl does not know is refused on its field; '' or null goes back to none.
  if (body.timeZone !== undefined) {
    if (body.timeZone === null || body.timeZone === '') changes.timeZone = null;
    else if (isTimeZone(body.timeZone)) changes.timeZone = body.timeZone;
    else throw new ValidationError({ timeZone: launchMessages.timeZoneInvalid });
  }
  const roles = body.roles ?? body.role;
  if (roles !== undefined) changes.roles = roles;

  const standing = Object.fromEntries(
    echoedProfileFields.map((field) => [field, stored[field]]),
  ) as Pick<Seller, EchoedProfileFieldName>;

  if (body.invitation !== undefined && body.invitation !== stored.invitation) {
    if (stored.invitation !== 'invited' || body.invitation === 'invited')
      throw new ForbiddenError(serverMessages.invitationNotPending, 'INVITATION_NOT_PENDING');
    changes.invitation = body.invitation;
    if (body.invitation === 'accepted') {
      standing.accountType = 'sell';
      standing.isApproved = true;
      changes.accountType = 'sell';
      changes.isApproved = true;
    }
  }

  for (const field of echoedProfileFields) {
    const value = body[field];
    if (value !== undefined && value !== standing[field])
      throw new ForbiddenError(
        serverMessages.cannotChangeOwnApproval,
        'CANNOT_CHANGE_OWN_APPROVAL',
      );
  }

  if (
    body.isRequestedforSell !== undefined &&
    body.isRequestedforSell !== stored.isRequestedforSell
  ) {
    // Applying to sell is for flex accounts; a sell account has nothing to apply for.
    if (body.isRequestedforSell && standing.accountType !== 'flex')
      throw new ForbiddenError(serverMessages.forbidden);
    changes.isRequestedforSell = body.isRequestedforSell;
    // When it was asked, so the dashboard can show the date (issue 16).
    changes.sellRequestedAt = body.isRequestedforSell ? Date.now() : null;
  }
  return changes;
}

/**
 * Issue 30 item 2: a new address is not saved as `email` but waits, as `pendingEmail`, for the
 * link mailed to it. The current address (as Edit Profile's read-only field sends it back) or
 * the one already waiting changes nothing. Answers the address to mail, if any.
 */
export function holdNewEmail(stored: Seller, changes: SellerChanges): string | null {
  const email = changes.email?.toLowerCase();
  delete changes.email;
  if (email === undefined || email === stored.email.toLowerCase()) return null;
  if (email === stored.pendingEmail?.toLowerCase()) return null;
  changes.pendingEmail = email;
  return email;
}
