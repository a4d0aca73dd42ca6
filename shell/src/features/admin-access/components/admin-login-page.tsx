import { useAtomValue, useSetAtom } from 'jotai';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  isAdminLoggedInAtom,
  isAdminReturnPath,
  readSignInReturnState,
  signInAdminAtom,
} from '@drops/session';
import { passwordMessages } from '@drops/contracts';
import { Muted, PageTitle } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { SignedOutCard } from '../../../app/centered-page';
import { SessionExpiredNotice } from '../../../app/session-expired-notice';
import { shellMessages } from '../../../messages';
import { logInAdministrator } from '../admin-login-request';
import { AdminLoginForm } from './admin-login-form';

/**
 * `/admin/login`, with the way back to the main site. Sent here from inside the area, it says
 * when the session expired and returns to the page (with its filters) after signing in.
 */
export function AdminLoginPage() {
  const { adminApi } = useAppConfig();
  const loggedIn = useAtomValue(isAdminLoggedInAtom);
  const signInAdmin = useSetAtom(signInAdminAtom);
  const navigate = useNavigate();
  const { from, sessionExpired } = readSignInReturnState(useLocation().state, isAdminReturnPath);
  const destination = from ?? '/admin/dashboard';

  if (loggedIn) return <Navigate to={destination} replace />;

  return (
    <SignedOutCard>
      <Link to="/">← {shellMessages.adminBackLink}</Link>
      <PageTitle>{shellMessages.adminLoginTitle}</PageTitle>
      {sessionExpired ? (
        <SessionExpiredNotice>{shellMessages.adminSessionExpired}</SessionExpiredNotice>
      ) : null}
      <AdminLoginForm
        onSubmit={async (values) => {
          const result = await logInAdministrator(adminApi, values);
          if (!result.ok) return result.message;
          signInAdmin(result.session);
          navigate(destination, { replace: true });
        }}
      />
      <Muted>
        <Link to="/admin/forgot-password">{passwordMessages.forgotTitle}</Link>
      </Muted>
    </SignedOutCard>
  );
}
