import styled from 'styled-components';

/** Desktop: beside the form, sticking below the top while the form scrolls. */
export const StickyPanel = styled.aside`
  position: sticky;
  top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

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

/** Mobile: a tab fixed to the bottom edge opens the checklist as a modal. */
export const MobileTab = styled.button.attrs({ type: 'button' })`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    right: ${({ theme }) => theme.space(4)};
    bottom: ${({ theme }) => theme.space(4)};
    z-index: 20;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 2px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    box-shadow: 0 6px 24px rgb(0 0 0 / 45%);
    cursor: pointer;
  }
`;

export const TabCount = styled.span`
  color: ${({ theme }) => theme.colors.accent};
`;
