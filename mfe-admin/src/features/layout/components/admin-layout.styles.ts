import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { sideNavLinkStyles, StackList, ToastLane, topToastLaneStyles } from '@drops/ui';

export const Frame = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  min-height: 100vh;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
  }
`;

/** The sidebar's frame: it runs the page's full height; its content stays in view (SideInner). */
export const Side = styled.aside`
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * Wide screen: a column (brand, navigation, then the account and Logout at the bottom).
 * Phone: a top bar (brand, the account, Logout) over a scrollable row of the four pages.
 */
export const SideInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: 0;
    height: 100vh;
  }

  ${({ theme }) => theme.media.mobile} {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas:
      'brand account logout'
      'nav nav nav';
    align-items: center;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};

    nav {
      grid-area: nav;
      min-width: 0;
    }
  }
`;

export const Brand = styled.span`
  grid-area: brand;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 1.25rem;
  letter-spacing: 0.2em;
  color: ${({ theme }) => theme.colors.accent};
`;

export const NavList = styled(StackList).attrs({ $gap: 1 })`
  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 0;
  }
`;

export const SideLink = styled(NavLink)`
  ${sideNavLinkStyles}
  white-space: nowrap;

  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space(2)};
    font-size: 0.875rem;
  }
`;

export const Account = styled.div`
  grid-area: account;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.desktop} {
    order: 2;
    padding-top: ${({ theme }) => theme.space(4)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  ${({ theme }) => theme.media.mobile} {
    justify-self: end;
    text-align: right;

    [data-testid='avatar'] {
      display: none;
    }
  }
`;

export const LogoutRow = styled.div`
  ${({ theme }) => theme.media.desktop} {
    order: 3;
    margin-top: calc(-1 * ${({ theme }) => theme.space(3)});
  }

  ${({ theme }) => theme.media.mobile} {
    grid-area: logout;
  }
`;

export const AccountName = styled.p`
  font-weight: 700;
`;

export const AccountRole = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export const Content = styled.main`
  min-width: 0;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

/** Wide screen: toasts in the sidebar's empty space, above the account and Logout. */
export const SidebarToasts = styled(ToastLane)`
  order: 1;
  margin-top: auto;
`;

/** Phone: toasts take their room above the content, in view while the page scrolls. */
export const TopToasts = styled(ToastLane)`
  ${topToastLaneStyles}

  /* Only around toasts: an empty lane takes no room. */
  & > :not(:empty) {
    padding: ${({ theme }) => theme.space(2)} 0;
  }
`;
