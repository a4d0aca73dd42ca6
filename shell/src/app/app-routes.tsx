import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { remoteNames } from '@drops/federation';
import { LoadingState } from '@drops/ui';
import { shellMessages } from '../messages';
import { adminGuardChunk, sellerLayoutChunk, verifyEmailNoticeChunk } from './layout-chunks';
import { RemoteArea } from '../remotes/remote-area';
import { LogOutRoute } from '../features/seller-layout/components/log-out-route';
import { SignInPage } from '../features/sign-in/components/sign-in-page';

/** A screen fetched when first shown, from the module that exports it under `name`. */
function lazyNamed<Name extends string, Props>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// The landing page is in the first download; every other screen is fetched when first visited.
const SignUpAccountPage = lazyNamed(
  () => import('../features/sign-up/components/sign-up-account-page'),
  'SignUpAccountPage',
);
const SignUpIdentityPage = lazyNamed(
  () => import('../features/sign-up/components/sign-up-identity-page'),
  'SignUpIdentityPage',
);
const SignUpSuccessPage = lazyNamed(
  () => import('../features/sign-up/components/sign-up-success-page'),
  'SignUpSuccessPage',
);
const SellerLayout = lazyNamed(sellerLayoutChunk, 'SellerLayout');
const AdminLoginPage = lazyNamed(
  () => import('../features/admin-access/components/admin-login-page'),
  'AdminLoginPage',
);
const AdminGuard = lazyNamed(adminGuardChunk, 'AdminGuard');
const ForgotPasswordPage = lazyNamed(
  () => import('../features/password-reset/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('../features/password-reset/components/reset-password-page'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyNamed(
  () => import('../features/email-verification/components/verify-email-page'),
  'VerifyEmailPage',
);
const VerifyEmailNotice = lazyNamed(verifyEmailNoticeChunk, 'VerifyEmailNotice');
const AcceptInvitePage = lazyNamed(
  () => import('../features/password-reset/components/accept-invite-page'),
  'AcceptInvitePage',
);
const NotFoundPage = lazyNamed(() => import('./not-found-page'), 'NotFoundPage');

function Screen({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingState>{shellMessages.loadingScreen}</LoadingState>}>
      {children}
    </Suspense>
  );
}

/** Spec section 2's routes; the four remote areas are placed inside the shell's own layouts. */
export function AppRoutes() {
  return (
    <Screen>
      <Routes>
        <Route path="/" element={<SignInPage />} />
        <Route path="/signin" element={<SignInPage />} />
        <Route path="/signup" element={<SignUpAccountPage />} />
        <Route path="/signup/step2" element={<SignUpIdentityPage />} />
        <Route path="/signup/success" element={<SignUpSuccessPage />} />
        <Route path="/logout" element={<LogOutRoute />} />
        {/* Issue 30: a forgotten password, for sellers and administrators. */}
        <Route path="/forgot-password" element={<ForgotPasswordPage audience="seller" />} />
        <Route path="/reset-password" element={<ResetPasswordPage audience="seller" />} />
        <Route path="/admin/forgot-password" element={<ForgotPasswordPage audience="admin" />} />
        <Route path="/admin/reset-password" element={<ResetPasswordPage audience="admin" />} />
        <Route path="/admin/accept-invite" element={<AcceptInvitePage />} />
        {/* Issue 30 item 2: the link of the mail verifying a seller's email. */}
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        <Route
          element={
            <SellerLayout
              notice={
                <Suspense fallback={null}>
                  <VerifyEmailNotice />
                </Suspense>
              }
            />
          }
        >
          <Route path="/dashboard" element={<RemoteArea remote={remoteNames.sellerDashboard} />} />
          <Route
            path="/add-product/:id?"
            element={<RemoteArea remote={remoteNames.dropEditor} />}
          />
          <Route path="/edit-profile" element={<RemoteArea remote={remoteNames.profile} />} />
          {/* Issue 17: webhook endpoints, a page of the seller dashboard's area. */}
          <Route
            path="/integrations"
            element={<RemoteArea remote={remoteNames.sellerDashboard} />}
          />
        </Route>
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route
          path="/admin/*"
          element={
            <AdminGuard>
              <RemoteArea remote={remoteNames.admin} />
            </AdminGuard>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Screen>
  );
}
