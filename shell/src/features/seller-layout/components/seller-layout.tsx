import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Outlet, useLocation, useMatch, useNavigate } from 'react-router-dom';
import { sellerAtom, signInReturnState, takeSellerSessionExpired } from '@drops/session';
import { LoadingState, useIsMobile } from '@drops/ui';
import { NotificationBell } from './notification-bell';
import { shellMessages } from '../../../messages';
import { UserMenu } from './user-menu';
import {
  BrandMark,
  Content,
  Frame,
  Main,
  MobileBrand,
  MobileTabs,
  SideLink,
  Sidebar,
  SidebarToasts,
  TabLink,
  TopBar,
  TopBarEnd,
  TopToasts,
} from './seller-layout.styles';

/** Long enough to read the message (and for a test's polling to see it), short enough not to wait. */
const redirectToSignInDelayMs = 1200;

/**
 * Spec section 2: "Redirecting to login..." before /signin, for a visitor with no seller. When
 * the session ended because the server refused its token, sign-in is told so, and where to
 * bring the seller back to.
 */
function RedirectingToSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [from] = useState(() => `${location.pathname}${location.search}`);
  const [sessionExpired] = useState(takeSellerSessionExpired);
  useEffect(() => {
    const timer = window.setTimeout(
      () =>
        navigate('/signin', {
          replace: true,
          state: sessionExpired ? signInReturnState(from, true) : undefined,
        }),
      redirectToSignInDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, sessionExpired, from]);
  return <LoadingState>{shellMessages.redirectingToLogin}</LoadingState>;
}

/**
 * The signed-in seller's frame (spec section 2): on desktop a sidebar whose only entry is Drops,
 * on mobile a top bar with the Product and Edit Profile tabs; the user menu in both. The remote
 * areas render in the outlet; seller pages need a signed-in seller. Each navigation is rendered
 * only at its width: hidden by CSS, the tabs' Edit Profile stood beside the user menu's on desktop
 * for any query that looks past `display: none`. Toasts sit where they cover no action: the
 * sidebar's empty foot on desktop, above the content on a phone (which moves down to make room).
 * `notice` sits above every page's content (issue 30 item 2: "Verify your email").
 */
export function SellerLayout({ notice }: { notice?: ReactNode }) {
  const seller = useAtomValue(sellerAtom);
  // The drop editor belongs to the drops: their entry stays marked while a drop is edited.
  const editingDrop = useMatch('/add-product/:id?') !== null || undefined;
  const mobile = useIsMobile();
  if (!seller) return <RedirectingToSignIn />;

  return (
    <Frame>
      {mobile ? null : (
        <Sidebar>
          <BrandMark>{shellMessages.appName}</BrandMark>
          <nav aria-label={shellMessages.mainNavigation}>
            <SideLink to="/dashboard" data-area-current={editingDrop}>
              {shellMessages.drops}
            </SideLink>
          </nav>
          <SidebarToasts />
        </Sidebar>
      )}
      <Main>
        <TopBar>
          {mobile ? <MobileBrand>{shellMessages.appName}</MobileBrand> : null}
          <TopBarEnd>
            <NotificationBell />
            <UserMenu seller={seller} />
          </TopBarEnd>
        </TopBar>
        {mobile ? (
          <MobileTabs aria-label={shellMessages.mainNavigation}>
            <TabLink to="/dashboard" data-area-current={editingDrop}>
              {shellMessages.product}
            </TabLink>
            <TabLink to="/edit-profile">{shellMessages.editProfile}</TabLink>
          </MobileTabs>
        ) : null}
        {mobile ? <TopToasts /> : null}
        {notice}
        <Content>
          <Outlet />
        </Content>
      </Main>
    </Frame>
  );
}
