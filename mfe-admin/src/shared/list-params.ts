import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { limits } from '@drops/contracts';

/**
 * A list's filters, search text and page live in the URL query (shareable, and the back button
 * steps through them). Values equal to their default are left out of the URL, and unknown values
 * read as the default, so a hand-edited link never breaks the screen.
 */
export interface ListParamsSpec<Filter extends string> {
  /** For each filter, its allowed values; the first is the default ("all"). */
  filters: Record<Filter, readonly string[]>;
}

export interface ListParams<Filter extends string> {
  filters: Record<Filter, string>;
  search: string;
  page: number;
}

/** The largest page the API accepts. */
const maxPage = 100000;

export function readListParams<Filter extends string>(
  query: URLSearchParams,
  spec: ListParamsSpec<Filter>,
): ListParams<Filter> {
  const filters = {} as Record<Filter, string>;
  for (const name of Object.keys(spec.filters) as Filter[]) {
    const allowed = spec.filters[name];
    const value = query.get(name);
    filters[name] = value !== null && allowed.includes(value) ? value : (allowed[0] ?? '');
  }
  const pageText = query.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.min(Math.max(Number(pageText), 1), maxPage) : 1;
  return { filters, search: (query.get('search') ?? '').trim(), page };
}

export type ListParamsChange<Filter extends string> =
  | { kind: 'filter'; name: Filter; value: string }
  | { kind: 'search'; value: string }
  | { kind: 'page'; value: number };

/**
 * The query after one change. A new filter or search starts again at page 1; other query
 * entries (not the list's) are kept as they are.
 */
export function nextListQuery<Filter extends string>(
  query: URLSearchParams,
  spec: ListParamsSpec<Filter>,
  change: ListParamsChange<Filter>,
): URLSearchParams {
  const next = new URLSearchParams(query);
  const set = (name: string, value: string, fallback: string) => {
    if (value === fallback || value === '') next.delete(name);
    else next.set(name, value);
  };
  if (change.kind === 'page') {
    set('page', String(change.value), '1');
    return next;
  }
  next.delete('page');
  if (change.kind === 'search') set('search', change.value.trim(), '');
  else set(change.name, change.value, spec.filters[change.name][0] ?? '');
  return next;
}

export interface ListParamsControls<Filter extends string> extends ListParams<Filter> {
  /** Stable text of what the list shows: re-read whenever it changes. */
  key: string;
  setFilter: (name: Filter, value: string) => void;
  setSearch: (value: string) => void;
  setPage: (value: number) => void;
  /** Moves to another page without a history entry (a page that no longer exists). */
  replacePage: (value: number) => void;
}

/** The list's state read from the URL, and the changes that write it back (one history entry each). */
export function useListParams<Filter extends string>(
  spec: ListParamsSpec<Filter>,
): ListParamsControls<Filter> {
  const [query, setQuery] = useSearchParams();
  const params = useMemo(() => readListParams(query, spec), [query, spec]);
  const change = useCallback(
    (update: ListParamsChange<Filter>, replace = false) =>
      setQuery((current) => nextListQuery(current, spec, update), { replace }),
    [setQuery, spec],
  );
  return {
    ...params,
    key: `${JSON.stringify(params.filters)}|${params.search}|${params.page}`,
    setFilter: (name: Filter, value: string) => change({ kind: 'filter', name, value }),
    setSearch: (value: string) => change({ kind: 'search', value }),
    setPage: (value: number) => change({ kind: 'page', value }),
    replacePage: (value: number) => change({ kind: 'page', value }, true),
  };
}

/**
 * A page past the end (an old link, or the last row of the last page just left the filter)
 * shows the last page instead, replacing the history entry so Back does not return to it.
 */
export function useLastPageWhenPastEnd(
  page: number,
  pages: number | null,
  replacePage: (page: number) => void,
): void {
  useEffect(() => {
    if (pages !== null && pages >= 1 && page > pages) replacePage(pages);
    // `replacePage` is a new function each render; the page numbers decide.
  }, [page, pages]);
}

/**
 * How long typing pauses before a list searches: the spec's 500 ms for the seller search
 * (section 9); the product and category searches, which the spec leaves open, answer sooner.
 */
export const searchPause = {
  sellers: limits.searchDebounceMs,
  products: 300,
  categories: 300,
} as const;
