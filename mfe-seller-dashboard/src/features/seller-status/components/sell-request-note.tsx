import type { Seller } from '@drops/contracts';
import { dashboardMessages } from '../../../messages';
import { Note } from './sell-request-note.styles';

/**
 * For a flex seller who asked to sell and is not approved yet: a line saying so. Asking itself is
 * the user menu's Apply to Sell (the shell's dialog); a second button here would share its name.
 */
export function SellRequestNote({
  seller,
}: {
  seller: Pick<Seller, 'accountType' | 'isRequestedforSell' | 'isApproved'>;
}) {
  if (seller.accountType !== 'flex' || seller.isApproved || !seller.isRequestedforSell) return null;
  return <Note role="note">{dashboardMessages.sellRequestUnderReview}</Note>;
}
