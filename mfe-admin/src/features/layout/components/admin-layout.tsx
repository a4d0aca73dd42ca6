import { startTransition } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Outlet, useNavigate } from 'react-router-dom';
import { logOutAdmin } from '@drops/api-client';
import { useApi } from '@drops/remote-kit';
import { adminUserAtom, logOutAdminAtom } from '@drops/session';
import { Avatar, Button, useIsMobile } from '@drops/ui';
import { adminAreaMessages, releaseAreaMessages } from '../../../messages';
import { adminAccountMessages } from '@drops/contracts';
import { auditAreaMessages } from '../../../shared/audit-messages';
import {
  Account,
  AccountName,
  AccountRole,
  Brand,
  Content,
  Frame,
  LogoutRow,
  NavList,
  Side,
  SideInner,
  SideLink,
  SidebarToasts,
  TopToasts,
} from './admin-layout.styles';

const links = [
  { to: 'dashboard', label: adminAreaMessages.dashboard },
  { to: 'sellers', label: adminAreaMessages.sellers },
  { to: 'products', label: adminAreaMessages.products },
  { to: 'categories', label: adminAreaMessages.categories },
  { to: 'activity', label: auditAreaMessages.activity },
  { to: 'releases', label: releaseAreaMessages.releases },
  { to: 'administrators', label: adminAccountMessages.title },
] as const;

/** How long Logout waits for the server to end the session before leaving anyway. */
const logOutWaitMs = 3_000;

/**
 * The sidebar of spec section 2: the four pages (and Activity, issue 16), the admin's username,
 * Administrator, Logout. On a phone it is a top bar (brand, the account, Logout) over the pages,
 * wrapping onto a second row when they do not fit: every
 * entry stays on screen, as on a wide screen, rather than behind a menu.
 */
export function AdminLayout() {
  const user = useAtomValue(adminUserAtom);
  const logOut = useSetAtom(logOutAdminAtom);
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const api = useApi();

  return (
    <Frame>
      <Side>
        <SideInner>
          <Brand>DROPS</Brand>
          <Account>
            <Avatar username={user?.username} />
            <div>
              <AccountName>{user?.username}</AccountName>
              <AccountRole>{adminAreaMessages.administrator}</AccountRole>
            </div>
          </Account>
          <nav aria-label={adminAreaMessages.navigation}>
            <NavList>
              {links.map((link) => (
                <li key={link.to}>
                  <SideLink to={`/admin/${link.to}`}>{link.label}</SideLink>
                </li>
              ))}
            </NavList>
          </nav>
          {mobile ? null : <SidebarToasts />}
          <LogoutRow>
            <Button
              $variant="secondary"
              $size="small"
              $fullWidth
              onClick={() => {
                // The server ends the session too (issue 30); one out of reach keeps no one here.
                void logOutAdmin(api, AbortSignal.timeout(logOutWaitMs))
                  .catch(() => undefined)
                  .then(() =>
                    startTransition(() => {
                      logOut();
                      navigate('/admin/login');
                    }),
                  );
              }}
            >
              {adminAreaMessages.logout}
            </Button>
          </LogoutRow>
        </SideInner>
      </Side>
      <Content>
        {mobile ? <TopToasts /> : null}
        <Outlet />
      </Content>
    </Frame>
  );
}
