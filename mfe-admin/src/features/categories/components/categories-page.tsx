import styled from 'styled-components';
import { listAdminCategories } from '@drops/api-client';
import { limits } from '@drops/contracts';
import { formatDate } from '@drops/format';
import { Card, EmptyState, ErrorState, LoadingState, Muted, PageTitle, Stack } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { useRequest } from '../../../shared/use-request';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** `/admin/categories`: the card grid of categories. */
export function CategoriesPage() {
  const { state, reload } = useRequest(
    (api) => listAdminCategories(api, { page: 1, limit: limits.adminCategoriesPageSize }),
    adminAreaMessages.fetchCategoriesFailed,
  );
  return (
    <Stack $gap={6}>
      <PageTitle>{adminAreaMessages.categories}</PageTitle>
      {state.status === 'loading' ? <LoadingState>{adminAreaMessages.loading}</LoadingState> : null}
      {state.status === 'error' ? <ErrorState message={state.message} onRetry={reload} /> : null}
      {state.status === 'ready' && state.data.data.length === 0 ? (
        <EmptyState
          title={adminAreaMessages.noCategories}
          description={adminAreaMessages.createFirstCategory}
        />
      ) : null}
      {state.status === 'ready' && state.data.data.length > 0 ? (
        <Grid>
          {state.data.data.map((category) => (
            <li key={category._id}>
              <Card>
                <Stack $gap={1}>
                  <strong>{category.name}</strong>
                  <Muted>{formatDate(category.createdAt)}</Muted>
                </Stack>
              </Card>
            </li>
          ))}
        </Grid>
      ) : null}
    </Stack>
  );
}
