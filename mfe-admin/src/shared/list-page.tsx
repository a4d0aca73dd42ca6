import type { ReactNode } from 'react';
import type { ApiClient } from '@drops/api-client';
import type { Pagination } from '@drops/contracts';
import { EmptyState, Muted, PageTitle, SelectField, Stack, type SelectOption } from '@drops/ui';
import { ExportButton } from './export-button';
import { FilterBar, ListHeader } from './list-controls.styles';
import { useLastPageWhenPastEnd, type ListParamsControls } from './list-params';
import { Pagination as PageLinks } from './pagination';
import { SearchBox, type SearchBoxProps } from './search-box';
import type { RequestState } from './admin-query';
import { LoadingOrError } from './loading-or-error';

export interface ListFilterControl<Filter extends string> {
  name: Filter;
  label: string;
  options: SelectOption[];
}

/** A filter's options: "all" first (its default), then each value with its label, in their order. */
export function filterOptions(allLabel: string, labels: Record<string, string>): SelectOption[] {
  return [
    { value: 'all', label: allLabel },
    ...Object.entries(labels).map(([value, label]) => ({ value, label })),
  ];
}

export interface ListPageProps<Filter extends string, Row> {
  title: string;
  /** What shows while the page of rows is read. */
  loadingText: string;
  countLabel: (total: number) => string;
  search: Pick<SearchBoxProps, 'label' | 'placeholder' | 'debounceMs'>;
  filters: ListFilterControl<Filter>[];
  list: ListParamsControls<Filter>;
  state: RequestState<{ data: Row[]; pagination: Pagination }>;
  reload: () => void;
  emptyTitle: string;
  /** The table of a page with rows. */
  renderRows: (rows: Row[]) => ReactNode;
  /** Export CSV beside the title and count: the server's file of the list as filtered now. */
  exportList: {
    fileName: string;
    download: (
      api: ApiClient,
      query: Record<Filter, string> & { search: string | undefined },
    ) => Promise<Blob>;
  };
  /** Dialogs opened from the rows. */
  children?: ReactNode;
}

/**
 * The frame of the sellers and products lists: title and count, the search and filters of the
 * URL, loading / error / empty / table, and pagination (a page past the end shows the last).
 */
export function ListPage<Filter extends string, Row>({
  title,
  loadingText,
  countLabel,
  search,
  filters,
  list,
  state,
  reload,
  emptyTitle,
  renderRows,
  exportList,
  children,
}: ListPageProps<Filter, Row>) {
  const page = state.status === 'ready' ? state.data : null;
  useLastPageWhenPastEnd(list.page, page ? page.pagination.pages : null, list.replacePage);

  return (
    <Stack $gap={6}>
      <ListHeader>
        <PageTitle>{title}</PageTitle>
        {page ? <Muted>{countLabel(page.pagination.total)}</Muted> : null}
        <ExportButton
          fileName={exportList.fileName}
          exportCsv={(api) =>
            exportList.download(api, { ...list.filters, search: list.search || undefined })
          }
        />
      </ListHeader>
      <FilterBar>
        <SearchBox {...search} value={list.search} onSearch={list.setSearch} />
        {filters.map((filter) => (
          <SelectField
            key={filter.name}
            label={filter.label}
            options={filter.options}
            value={list.filters[filter.name]}
            onChange={(event) => list.setFilter(filter.name, event.target.value)}
          />
        ))}
      </FilterBar>
      <LoadingOrError state={state} loadingText={loadingText} onRetry={reload} />
      {page && page.data.length === 0 ? <EmptyState title={emptyTitle} /> : null}
      {page && page.data.length > 0 ? renderRows(page.data) : null}
      {page ? (
        <PageLinks page={list.page} pages={page.pagination.pages} onPage={list.setPage} />
      ) : null}
      {children}
    </Stack>
  );
}
