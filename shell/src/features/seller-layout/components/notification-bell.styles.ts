import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { framed } from '@drops/ui';
import { ruledBar, textButton, underTopBarButton } from './top-bar-panel.styles';

export const BellRoot = styled.div`
  position: relative;
`;

export const BellButton = styled.button.attrs({ type: 'button' })`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  ${framed('border', 'round', 'surface')}
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

export const UnreadBadge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.75rem;
  font-weight: 800;
  line-height: 20px;
  text-align: center;
`;

/**
 * Under the bell on a wide screen; on a phone as wide as the window below the top bar (the bell
 * is not at the window's edge there, the user menu is). Above the toasts' lane, so no toast
 * covers it.
 */
export const Panel = styled.div`
  ${underTopBarButton}
  z-index: 60;
  display: flex;
  flex-direction: column;
  width: 380px;
  max-height: min(560px, calc(100vh - 96px));

  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    top: 64px;
    right: ${({ theme }) => theme.space(2)};
    left: ${({ theme }) => theme.space(2)};
    width: auto;
    max-height: calc(100vh - 80px);
  }
`;

export const PanelHeader = styled.div`
  ${ruledBar}
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

export const MarkAllButton = styled.button.attrs({ type: 'button' })`
  ${textButton}
  min-height: 36px;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

export const PanelBody = styled.div`
  overflow-y: auto;
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const itemStyles = css<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 10px 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  background: ${({ $unread, theme }) => ($unread ? theme.colors.surface : 'transparent')};

  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }

  /* Inside the item: the panel's scroll area clips whatever is drawn beyond it. */
  &:focus-visible {
    outline-offset: -3px;
  }

  > * {
    grid-column: 2;
  }
`;

export const ItemLink = styled(Link)<{ $unread: boolean }>`
  ${itemStyles}
`;

/** A notification whose drop was deleted: nothing to open, so a button that marks it read. */
export const ItemButton = styled.button.attrs({ type: 'button' })<{ $unread: boolean }>`
  ${itemStyles}
  width: 100%;
  border: 0;
  font: inherit;
  text-align: left;
  cursor: pointer;
`;

export const ItemGone = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-style: italic;
`;

export const UnreadDot = styled.span`
  grid-column: 1;
  grid-row: 1;
  align-self: center;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
`;

export const ItemTitle = styled.span`
  grid-row: 1;
  font-weight: 700;
`;

export const ItemBody = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export const ItemTime = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
