import styled from 'styled-components';
import { framed } from '@drops/ui';

/** Desktop: beside the form, sticking below the top while the form scrolls. */
export const StickyPanel = styled.aside`
  position: sticky;
  top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  ${framed('border', 'large', 'surface')}

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 1rem;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.03em;
`;

export const ProgressText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export const Item = styled.li<{ $done: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ $done, theme }) => ($done ? theme.colors.text : theme.colors.textMuted)};
`;

export const Tick = styled.span<{ $done: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border: 2px solid ${({ $done, theme }) => ($done ? theme.colors.success : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $done, theme }) => ($done ? theme.colors.successSurface : 'transparent')};
  color: ${({ theme }) => theme.colors.success};
  font-size: 0.75rem;
  font-weight: 800;
`;

/**
 * Mobile: a bar above the form opens the checklist as a modal. In the page's flow, not floating:
 * a floating tab covered the fields and conflict cards scrolled under it.
 */
export const MobileTab = styled.button.attrs({ type: 'button' })`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    order: -1;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 2px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    cursor: pointer;
  }
`;

export const TabCount = styled.span`
  color: ${({ theme }) => theme.colors.accent};
`;
