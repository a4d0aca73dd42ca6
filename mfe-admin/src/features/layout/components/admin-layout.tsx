import { startTransition } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Outlet, useNavigate } from 'react-router-dom';
import { adminUserAtom, logOutAdminAtom } from '@drops/session';
import { Button } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { Account, Brand, Content, Frame, NavList, Side, SideLink } from './admin-layout.styles';

const links = [
  { to: 'dashboard', label: adminAreaMessages.dashboard },
  { to: 'sellers', label: adminAreaMessages.sellers },
  { to: 'products', label: adminAreaMessages.products },
  { to: 'categories', label: adminAreaMessages.categories },
] as const;

/** The sidebar of spec section 2: the four pages, the admin's username, Administrator, Logout. */
export function AdminLayout() {
  const user = useAtomValue(adminUserAtom);
  const logOut = useSetAtom(logOutAdminAtom);
  const navigate = useNavigate();

  return (
    <Frame>
      <Side>
        <Brand>DROPS</Brand>
        <nav aria-label={adminAreaMessages.navigation}>
          <NavList>
            {links.map((link) => (
              <li key={link.to}>
                <SideLink to={`/admin/${link.to}`}>{link.label}</SideLink>
              </li>
            ))}
          </NavList>
        </nav>
        <Account>
          <div>
            <p>{user?.username}</p>
            <p>{adminAreaMessages.administrator}</p>
          </div>
          <Button
            $variant="secondary"
            $size="small"
            onClick={() => {
              startTransition(() => {
                logOut();
                navigate('/admin/login');
              });
            }}
          >
            {adminAreaMessages.logout}
          </Button>
        </Account>
      </Side>
      <Content>
        <Outlet />
      </Content>
    </Frame>
  );
}
