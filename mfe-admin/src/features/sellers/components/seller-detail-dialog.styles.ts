import styled from 'styled-components';
import { StackList } from '@drops/ui';

export const DetailHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
`;

export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
  }
  dt {
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 1.5rem;
  }
`;

/**
 * The recent products scroll in a box of their own, three and a half rows high so a cut row
 * shows there is more, with shadows at an edge that has more beyond it (drawn by backgrounds
 * that scroll with the content and cover the shadows at the ends: CSS only).
 */
export const RecentProductsScroller = styled.div`
  max-height: 172px;
  padding-right: ${({ theme }) => theme.space(1)};
  overflow-y: auto;
  scrollbar-color: ${({ theme }) => `${theme.colors.border} transparent`};
  background:
    linear-gradient(${({ theme }) => theme.colors.surface} 30%, transparent) top / 100% 24px
      no-repeat local,
    linear-gradient(transparent, ${({ theme }) => theme.colors.surface} 70%) bottom / 100% 24px
      no-repeat local,
    radial-gradient(farthest-side at 50% 0, rgb(0 0 0 / 70%), transparent) top / 100% 12px no-repeat
      scroll,
    radial-gradient(farthest-side at 50% 100%, rgb(0 0 0 / 70%), transparent) bottom / 100% 12px
      no-repeat scroll;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const ProductList = styled(StackList).attrs({ $gap: 2 })`
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-width: 0;
  }
`;

export const Grow = styled.span`
  flex: 1;
  min-width: 0;
`;
