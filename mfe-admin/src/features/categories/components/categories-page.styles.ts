import styled from 'styled-components';

export const CategoryName = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

export const SearchRow = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 420px);
`;
