import styled from 'styled-components';
import { framed } from '@drops/ui';

/** A list of cards (administrators, categories): as many columns of at least `$minColumn` px as fit. */
export const CardGrid = styled.ul<{ $minColumn: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $minColumn }) => $minColumn}px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One card of a CardGrid: as tall as its row, so the actions at its foot line up. */
export const GridCard = styled.article<{ $gap: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap, theme }) => theme.space($gap)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  ${framed('border', 'medium', 'surface')}
`;

/** A card's buttons, at its foot. */
export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
`;
