import type { Pagination } from '@drops/contracts';

export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

/** A search term trimmed; blank means no search. */
export function searchTermOf(search: string | undefined): string | undefined {
  const term = search?.trim();
  return term ? term : undefined;
}
