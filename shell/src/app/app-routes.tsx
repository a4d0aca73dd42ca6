import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { remoteNames } from '@drops/federation';
import { LoadingState } from '@drops/ui';
import { shellMessages } from '../messages';
import { adminGuardChunk, sellerLayoutChunk, verifyEmailNoticeChunk } from './layout-chunks';
import { RemoteArea } from '../remotes/remote-area';
import { LogOutRoute } from '../features/seller-layout/components/log-out-route';
import { SignInPage } from '../features/sign-in/components/sign-in-page';

// The landing page is in the first download; every other screen is fetched when first visited.
const SignUpAccountPage = lazy(() =>
  import('../features/sign-up/components/sign-up-account-page').then((module) => ({
    default: module.SignUpAccountPage,
  })),
);
const SignUpIdentityPage = lazy(() =>
  import('../features/sign-up/components/sign-up-identity-page').then((module) => ({
    default: module.SignUpIdentityPage,
  })),
);
const SignUpSuccessPage = lazy(() =>
  import('../features/sign-up/components/sign-up-success-page').then((module) => ({
    default: module.SignUpSuccessPage,
  })),
);
const SellerLayout = lazy(() =>
  sellerLayoutChunk().then((module) => ({ default: module.SellerLayout })),
);
const AdminLoginPage = lazy(() =>
  import('../features/admin-access/components/admin-login-page').then((module) => ({
    default: module.AdminLoginPage,
  })),
);
const AdminGuard = lazy(() => adminGuardChunk().then((module) => ({ default: module.AdminGuard })));
const ForgotPasswordPage = lazy(() =>
  import('../features/password-reset/components/forgot-password-page').then((module) => ({
    default: module.ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/password-reset/components/reset-password-page').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/email-verification/components/verify-email-page').then((module) => ({
    default: module.VerifyEmailPage,
  })),
);
const VerifyEmailNotice = lazy(() =>
  verifyEmailNoticeChunk().then((module) => ({ default: module.VerifyEmailNotice })),
);
const AcceptInvitePage = lazy(() =>
  import('../features/password-reset/components/accept-invite-page').then((module) => ({
    default: module.AcceptInvitePage,
  })),
);
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

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
