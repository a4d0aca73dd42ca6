import styled from 'styled-components';
import { spreadRow } from '@drops/ui';

/** The filter bar above a list: search first, selects after; one column on a phone. */
export const FilterBar = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 2fr) repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const SearchForm = styled.form`
  min-width: 0;
`;

export const ListHeader = styled.div`
  ${spreadRow}
`;

export const PaginationNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export const PageStatus = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
