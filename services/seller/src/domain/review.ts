import type { Seller } from '@drops/contracts';
import type { SellersRepository } from '../repositories/sellers-repository';

/**
 * An administrator's decision on a seller (spec section 4). Approve: approved and active, and a
 * flex account becomes sell. Reject: neither approved nor active. Null when there is no seller.
 */
export function decideApproval(
  sellers: SellersRepository,
  id: string,
  approve: boolean,
): Promise<Seller | null> {
  const changes = approve
    ? { isApproved: true, isActive: true, accountType: 'sell' as const }
    : { isApproved: false, isActive: false };
  return sellers.update(id, changes, undefined, approve ? 'seller.approved' : 'seller.rejected');
}

export type InviteOutcome =
  { result: 'invited'; seller: Seller } | { result: 'not-found' | 'not-flex' | 'already-invited' };

/** Invites a flex seller to sell, once. */
export async function inviteSeller(sellers: SellersRepository, id: string): Promise<InviteOutcome> {
  const invited = await sellers.markInvited(id);
  const seller = await sellers.findById(id);
  if (!seller) return { result: 'not-found' };
  if (invited) return { result: 'invited', seller };
  return { result: seller.accountType === 'flex' ? 'already-invited' : 'not-flex' };
}
