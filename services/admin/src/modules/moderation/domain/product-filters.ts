import { storedStatusFilterOf } from '@drops/contracts';
import { searchTermOf } from '../../../shared/paging';

/** Blank or `all`: no filter; `Other`: none of the named four; anything else compared without case. */
export function categoryFilterOf(value: string | undefined): string | undefined {
  const category = value?.trim().toLowerCase();
  return !category || category === 'all' ? undefined : category;
}

/** The drop list's filters (the list and its export read them the same way). */
export function productFiltersOf(query: { status?: string; category?: string; search?: string }) {
  return {
    status: storedStatusFilterOf(query.status),
    category: categoryFilterOf(query.category),
    search: searchTermOf(query.search),
  };
}
