import { startTransition } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Outlet, useNavigate } from 'react-router-dom';
import { logOutAdmin } from '@drops/api-client';
import { useApi } from '@drops/remote-kit';
import { adminUserAtom, logOutAdminAtom } from '@drops/session';
import { Avatar, Button, useIsMobile } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
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

/** A page of the area in the sidebar: its path under /admin and its label. */
export interface AdminLink {
  path: string;
  label: string;
}

/** How long Logout waits for the server to end the session before leaving anyway. */
const logOutWaitMs = 3_000;

/**
 * The sidebar of spec section 2: the area's pages (`links`, from routes.tsx), the admin's username,
 * Administrator, Logout. On a phone it is a top bar (brand, the account, Logout) over the pages,
 * wrapping onto a second row when they do not fit: every
 * entry stays on screen, as on a wide screen, rather than behind a menu.
 */
export function AdminLayout({ links }: { links: readonly AdminLink[] }) {
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
                <li key={link.path}>
                  <SideLink to={`/admin/${link.path}`}>{link.label}</SideLink>
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
