import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { framed } from '@drops/ui';
import { textButton, underTopBarButton } from './top-bar-panel.styles';

export const MenuRoot = styled.div`
  position: relative;
`;

export const MenuButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  ${framed('border', 'round', 'surface')}
  cursor: pointer;
  font-weight: 600;
`;

export const MenuPanel = styled.div`
  ${underTopBarButton}
  z-index: 50;
  min-width: 240px;
  padding: ${({ theme }) => theme.space(2)};
`;

export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
  p + p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const itemStyles = css`
  ${textButton}
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 40px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: left;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const ItemLink = styled(Link)`
  ${itemStyles}
`;

export const ItemButton = styled.button.attrs({ type: 'button' })`
  ${itemStyles}
`;

export const Username = styled.span`
  max-width: 14ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;
