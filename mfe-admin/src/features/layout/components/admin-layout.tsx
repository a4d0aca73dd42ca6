import { startTransition, useEffect, useId, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { adminUserAtom, logOutAdminAtom } from '@drops/session';
import { Avatar, Button } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import {
  Account,
  AccountName,
  AccountRole,
  Brand,
  Content,
  Frame,
  LogoutRow,
  MenuButton,
  MenuIcon,
  NavList,
  Panel,
  Side,
  SideInner,
  SideLink,
} from './admin-layout.styles';

const links = [
  { to: 'dashboard', label: adminAreaMessages.dashboard },
  { to: 'sellers', label: adminAreaMessages.sellers },
  { to: 'products', label: adminAreaMessages.products },
  { to: 'categories', label: adminAreaMessages.categories },
] as const;

/**
 * The sidebar of spec section 2: the four pages, the admin's username, Administrator, Logout.
 * On a phone it folds behind a Menu button and folds again after each navigation.
 */
export function AdminLayout() {
  const user = useAtomValue(adminUserAtom);
  const logOut = useSetAtom(logOutAdminAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Frame>
      <Side
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !menuOpen) return;
          setMenuOpen(false);
          menuButton.current?.focus();
        }}
      >
        <SideInner>
          <Brand>DROPS</Brand>
          <Account>
            <Avatar username={user?.username} />
            <div>
              <AccountName>{user?.username}</AccountName>
              <AccountRole>{adminAreaMessages.administrator}</AccountRole>
            </div>
          </Account>
          <MenuButton
            ref={menuButton}
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon aria-hidden="true" />
            {adminAreaMessages.openMenu}
          </MenuButton>
          <Panel id={panelId} $open={menuOpen}>
            <nav aria-label={adminAreaMessages.navigation}>
              <NavList>
                {links.map((link) => (
                  <li key={link.to}>
                    <SideLink to={`/admin/${link.to}`} onClick={() => setMenuOpen(false)}>
                      {link.label}
                    </SideLink>
                  </li>
                ))}
              </NavList>
            </nav>
            <LogoutRow>
              <Button
                $variant="secondary"
                $size="small"
                $fullWidth
                onClick={() => {
                  startTransition(() => {
                    logOut();
                    navigate('/admin/login');
                  });
                }}
              >
                {adminAreaMessages.logout}
              </Button>
            </LogoutRow>
          </Panel>
        </SideInner>
      </Side>
      <Content>
        <Outlet />
      </Content>
    </Frame>
  );
}
