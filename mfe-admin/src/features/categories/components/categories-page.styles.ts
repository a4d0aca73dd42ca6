import styled from 'styled-components';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CategoryCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

export const CategoryName = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

export const CardActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
`;

export const SearchRow = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 420px);
`;
