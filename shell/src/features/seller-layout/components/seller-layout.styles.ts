import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { sideNavLinkStyles, ToastLane, topToastLaneStyles } from '@drops/ui';
import { ruledBar } from './top-bar-panel.styles';

export const Frame = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  min-height: 100vh;

  /* A narrower sidebar leaves the drops table room for all its columns at 1024 px. */
  @media (max-width: 1199px) {
    grid-template-columns: 184px 1fr;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    grid-template-rows: auto 1fr;
  }
`;

export const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const BrandMark = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 1.375rem;
  letter-spacing: 0.2em;
  color: ${({ theme }) => theme.colors.accent};
`;

export const SideLink = styled(NavLink)`
  ${sideNavLinkStyles}
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const TopBar = styled.header`
  ${ruledBar}
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
`;

export const MobileBrand = styled(BrandMark)`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

export const TopBarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-left: auto;
`;

export const MobileTabs = styled.nav`
  display: none;

  ${({ theme }) => theme.media.mobile} {
    display: grid;
    grid-template-columns: 1fr 1fr;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const TabLink = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
  text-decoration: none;
  text-transform: uppercase;
  letter-spacing: 0.04em;

  &.active,
  &[data-area-current] {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Content = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

/** The sidebar's foot, empty but for toasts: kept in view at the bottom of the window. */
export const SidebarToasts = styled(ToastLane)`
  position: sticky;
  bottom: ${({ theme }) => theme.space(4)};
  margin-top: auto;
`;

/** On a phone, toasts take their room above the content, in view while the page scrolls. */
export const TopToasts = styled(ToastLane)`
  ${topToastLaneStyles}

  /* Only around toasts: an empty lane takes no room. */
  & > :not(:empty) {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} 0;
  }
`;
