import type { Knex } from 'knex';
import { emailVerificationRules } from '@drops/contracts';
import { isMysql, takeSingleUseToken } from '@drops/db';

/** Why no link was made: one went out within the minute, or five within the day. */
export type VerificationRefusal = 'too_soon' | 'too_many';

interface VerificationRow {
  seller_id: string;
  email: string;
}

/**
 * Issue 30 item 2: all SQL on `seller_email_verifications` and the seller's verification
 * columns. Timestamps in epoch milliseconds, `now` given by the caller; every write runs in the
 * caller's transaction.
 */
export function createEmailVerificationsRepository(db: Knex) {
  const rules = emailVerificationRules;
  const links = (trx?: Knex.Transaction) => (trx ?? db)('seller_email_verifications');

  return {
    /**
     * Records a link for `email` unless the account had five within the day or (`spaced`) one
     * within the minute. The seller's row is locked first, so asks at once are counted one after
     * another.
     */
    async addLink(
      trx: Knex.Transaction,
      link: { sellerId: string; email: string; tokenHash: string },
      now: number,
      spaced: boolean,
    ): Promise<VerificationRefusal | null> {
      const seller = trx('sellers').where({ id: link.sellerId });
      if (isMysql(trx)) seller.forUpdate();
      await seller.first('id');
      const recent = (await links(trx)
        .where({ seller_id: link.sellerId })
        .andWhere('created_at', '>', now - rules.dayMs)
        .select('created_at')) as { created_at: unknown }[];
      if (recent.length >= rules.perDay) return 'too_many';
      if (spaced && recent.some((row) => Number(row.created_at) > now - rules.minIntervalMs))
        return 'too_soon';
      await links(trx).insert({
        token_hash: link.tokenHash,
        seller_id: link.sellerId,
        email: link.email.toLowerCase(),
        created_at: now,
        expires_at: now + rules.linkLifetimeMs,
        used_at: null,
      });
      return null;
    },

    /**
     * Marks the link used if it is unused and unexpired; answers its seller and address, or null.
     * The conditional update makes two uses at once end with one winner.
     */
    async useLink(
      trx: Knex.Transaction,
      tokenHash: string,
      now: number,
    ): Promise<{ sellerId: string; email: string } | null> {
      const row = (await links(trx)
        .where({ token_hash: tokenHash })
        .first('seller_id', 'email')) as VerificationRow | undefined;
      if (!row) return null;
      const taken = await takeSingleUseToken(links(trx), tokenHash, now);
      return taken ? { sellerId: row.seller_id, email: row.email } : null;
    },

    /** The account's other open links to an address stop working once it is verified. */
    async retireLinks(
      trx: Knex.Transaction,
      sellerId: string,
      email: string,
      now: number,
    ): Promise<void> {
      await links(trx)
        .where({ seller_id: sellerId, email: email.toLowerCase() })
        .whereNull('used_at')
        .update({ used_at: now });
    },
  };
}

export type EmailVerificationsRepository = ReturnType<typeof createEmailVerificationsRepository>;
