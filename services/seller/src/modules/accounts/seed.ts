import type { Knex } from 'knex';
import { hashPassword } from '@drops/auth';
import type { Role } from '@drops/contracts';
import type { Outbox } from '@drops/db';
import { createSellersRepository } from './sellers-repository';

export const demoSellerPassword = 'demo-password-123';

/** The demo sellers' ids are fixed: the catalog's demo drops belong to them (see the catalog's seed). */
export const demoSellerIds = {
  flex: '64f000000000000000000f1e',
  sell: '64f0000000000000000005e1',
} as const;

const demoSellers = [
  {
    id: demoSellerIds.flex,
    username: 'flexer',
    email: 'flex@drops.local',
    fullName: 'Fen Flexer',
    accountType: 'flex' as const,
    roles: ['collector'] as Role[],
    isApproved: false,
    firstLogin: true,
    bio: 'Archivist of nineties streetwear and small-run zines.',
  },
  {
    id: demoSellerIds.sell,
    username: 'studio-north',
    email: 'seller@drops.local',
    fullName: 'Nora North',
    accountType: 'sell' as const,
    roles: ['brand', 'creator'] as Role[],
    isApproved: true,
    firstLogin: false,
    bio: 'Independent studio making limited outerwear and objects.',
  },
];

/**
 * The demo sellers (flex@drops.local, seller@drops.local), each written with its
 * `seller.registered` event so the catalog learns of them as of any seller. Skipped when present.
 */
export async function seedSellers(db: Knex, outbox: Outbox): Promise<void> {
  const demoSellerIds = demoSellers.map((seller) => seller.id);
  if (await db('sellers').whereIn('id', demoSellerIds).first('id')) return;
  const passwordHash = await hashPassword(demoSellerPassword);
  const sellers = createSellersRepository(db, outbox);
  await db.transaction(async (trx) => {
    for (const { id, ...seller } of demoSellers) {
      await sellers.createWithId(
        id,
        {
          ...seller,
          passwordHash,
          somethingElseText: '',
          profileImage: '',
          country: 'GB',
          portfolioLink: '',
          moodboardImage: '',
          vision: '',
          isActive: true,
          invitation: null,
          // Issue 30 item 2: the demo accounts' addresses count as verified.
          emailVerifiedAt: Date.now(),
        },
        trx,
      );
    }
  });
}
