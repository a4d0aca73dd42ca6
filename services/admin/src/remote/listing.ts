import type { KeysetBatch } from '@drops/db';
import type { ServiceCall, ServiceClient } from '@drops/service-kit';

/**
 * A list's filters, sent as the query (declared as `type`s, not interfaces: an interface has no
 * index signature and is refused here).
 */
type ListQuery = NonNullable<ServiceCall['query']>;

/**
 * A batch of an export: the list's filters, newest first after the cursor `after`, each row
 * with the columns the CSV shows only.
 */
export type BatchRequestOf<PageRequest> = Omit<PageRequest, 'page'> & { after?: string };

/**
 * What the admin service reads of a list another service owns (`products`, `sellers`): a page
 * at `/internal/<list>`, an export's batch at `/internal/batches/<list>`.
 */
export function listingOf<Item, ExportRow, PageRequest extends ListQuery>(
  client: ServiceClient,
  list: string,
) {
  return {
    list: (request: PageRequest) =>
      client.get<{ items: Item[]; total: number }>(`/internal/${list}`, {
        query: { ...request },
      }),

    batch: (request: BatchRequestOf<PageRequest>) =>
      client.get<KeysetBatch<ExportRow>>(`/internal/batches/${list}`, {
        query: { ...request },
      }),
  };
}
