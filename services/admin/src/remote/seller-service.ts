import type {
  AccountType,
  AdminSellerStatus,
  InternalAccountMailBody,
  InternalApprovalDecision,
  Seller,
  SellerContact,
  SellerExportRow,
} from '@drops/contracts';
import type { ServiceClient } from '@drops/service-kit';
import { listingOf, type BatchRequestOf } from './listing';

export type SellerPageRequest = {
  page: number;
  limit: number;
  status?: AdminSellerStatus;
  accountType?: AccountType;
  search?: string;
  /** Issue 30 item 2: verified emails only ('true') or not yet verified ('false'). */
  emailVerified?: 'true' | 'false';
};

export type SellerBatchRequest = BatchRequestOf<SellerPageRequest>;

/** The seller service's answers the admin service composes from (it owns `sellers`). */
export function sellerServiceOf(client: ServiceClient) {
  const path = (id: string, rest = '') => `/internal/sellers/${encodeURIComponent(id)}${rest}`;
  return {
    ...listingOf<Seller, SellerExportRow, SellerPageRequest>(client, 'sellers'),

    /** The sellers holding these ids, in one call (a page's worth), by id. */
    async byIds(ids: string[]): Promise<Map<string, Seller>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const found = await client.get<{ items: Seller[] }>('/internal/sellers', {
        query: { ids: unique, limit: unique.length },
      });
      return new Map(found.items.map((seller) => [seller._id, seller]));
    },

    /** The contacts (id, username, email) of the sellers holding these ids, by id: an export's batch. */
    async contacts(ids: string[]): Promise<Map<string, SellerContact>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const found = await client.get<{ items: SellerContact[] }>(
        '/internal/batches/seller-contacts',
        { query: { ids: unique } },
      );
      return new Map(found.items.map((seller) => [seller._id, seller]));
    },

    find: (id: string) => client.get<Seller | null>(path(id), { notFoundAsNull: true }),

    /** Approve or reject, with the rejection's reason and note when given. */
    setApproval: (id: string, decision: InternalApprovalDecision) =>
      client.put<Seller | null>(path(id, '/approval'), { body: decision, notFoundAsNull: true }),

    invite: (id: string) => client.post<Seller>(path(id, '/invite')),

    /** Issue 30: an administrator's account mail, queued by the seller service's mailer. */
    sendAccountMail: (mail: InternalAccountMailBody) =>
      client.post<unknown>('/internal/account-mails', { body: mail }),
  };
}

export type SellerService = ReturnType<typeof sellerServiceOf>;
