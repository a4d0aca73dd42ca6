import styled from 'styled-components';
import { SectionTitle } from '@drops/ui';

/** A category card's heading: the section title's size and weight, a long name wrapping anywhere. */
export const CategoryName = styled(SectionTitle)`
  overflow-wrap: anywhere;
`;

export const SearchRow = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 420px);
`;
