import { useState } from 'react';
import type { Category } from '@drops/contracts';
import { formatDate } from '@drops/format';
import { Button, EmptyState, Muted, PageTitle, Stack } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { ListHeader } from '../../../shared/list-controls.styles';
import { useLastPageWhenPastEnd, searchPause, useListParams } from '../../../shared/list-params';
import { Pagination } from '../../../shared/pagination';
import { SearchBox } from '../../../shared/search-box';
import { LoadingOrError } from '../../../shared/loading-or-error';
import { categoryListSpec, useCategoriesList } from '../api/list-categories';
import { useCategoryChanges } from '../api/save-category';
import { CategoryFormDialog } from './category-form-dialog';
import { DeleteCategoryDialog } from './delete-category-dialog';
import { CardActionButton } from '../../../shared/card-action-button';
import { CardActions, CardGrid, GridCard } from '../../../shared/card-grid.styles';
import { CategoryName, SearchRow } from './categories-page.styles';

type Modal =
  | { kind: 'create' }
  | { kind: 'edit'; category: Category }
  | { kind: 'delete'; category: Category };

/** `/admin/categories`: the card grid with search, create, edit and delete (page size 20). */
export function CategoriesPage() {
  const list = useListParams(categoryListSpec);
  const { state, reload, refresh } = useCategoriesList(list, list.key);
  const changes = useCategoryChanges(refresh);
  // Each opening mounts a fresh modal; a closed one stays until the next so focus returns home.
  const [modal, setModal] = useState<{ modal: Modal; open: boolean; opening: number } | null>(null);
  const openModal = (next: Modal) =>
    setModal((current) => ({ modal: next, open: true, opening: (current?.opening ?? 0) + 1 }));
  const closeModal = () => setModal((current) => current && { ...current, open: false });
  useLastPageWhenPastEnd(
    list.page,
    state.status === 'ready' ? state.data.pagination.pages : null,
    list.replacePage,
  );

  const editing = modal?.modal.kind === 'edit' ? modal.modal.category : null;
  const deleting = modal?.modal.kind === 'delete' ? modal.modal.category : null;

  const createButton = (
    <Button onClick={() => openModal({ kind: 'create' })}>
      {adminAreaMessages.createCategory}
    </Button>
  );

  return (
    <Stack $gap={6}>
      <ListHeader>
        <PageTitle>{adminAreaMessages.categories}</PageTitle>
        {createButton}
      </ListHeader>
      <SearchRow>
        <SearchBox
          label={adminAreaMessages.searchCategories}
          placeholder={adminAreaMessages.searchCategoriesPlaceholder}
          value={list.search}
          debounceMs={searchPause.categories}
          onSearch={list.setSearch}
        />
      </SearchRow>
      <LoadingOrError
        state={state}
        loadingText={adminAreaMessages.loading.categories}
        onRetry={reload}
      />
      {state.status === 'ready' && state.data.data.length === 0 ? (
        <EmptyState
          title={adminAreaMessages.noCategories}
          description={adminAreaMessages.createFirstCategory}
        />
      ) : null}
      {state.status === 'ready' && state.data.data.length > 0 ? (
        <>
          <Muted>{adminAreaMessages.categoryCount(state.data.pagination.total)}</Muted>
          <CardGrid $minColumn={220} aria-label={adminAreaMessages.categories}>
            {state.data.data.map((category) => (
              <li key={category._id}>
                <GridCard $gap={3} aria-label={category.name}>
                  <CategoryName>{category.name}</CategoryName>
                  <Muted>{adminAreaMessages.createdOn(formatDate(category.createdAt))}</Muted>
                  <CardActions>
                    <CardActionButton
                      label={adminAreaMessages.edit}
                      target={category.name}
                      variant="secondary"
                      onClick={() => openModal({ kind: 'edit', category })}
                    />
                    <CardActionButton
                      label={adminAreaMessages.delete}
                      target={category.name}
                      variant="danger"
                      onClick={() => openModal({ kind: 'delete', category })}
                    />
                  </CardActions>
                </GridCard>
              </li>
            ))}
          </CardGrid>
        </>
      ) : null}
      {state.status === 'ready' ? (
        <Pagination page={list.page} pages={state.data.pagination.pages} onPage={list.setPage} />
      ) : null}
      {modal && modal.modal.kind !== 'delete' ? (
        <CategoryFormDialog
          key={modal.opening}
          category={editing ?? undefined}
          open={modal.open}
          busy={changes.busy}
          onSave={(name) => (editing ? changes.rename(editing, name) : changes.create(name))}
          onClose={closeModal}
        />
      ) : null}
      {modal && deleting ? (
        <DeleteCategoryDialog
          key={modal.opening}
          category={deleting}
          open={modal.open}
          busy={changes.busy}
          onConfirm={() => {
            void changes.remove(deleting).then((outcome) => {
              if (outcome.ok) closeModal();
            });
          }}
          onClose={closeModal}
        />
      ) : null}
    </Stack>
  );
}
