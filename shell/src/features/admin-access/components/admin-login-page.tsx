import { useAtomValue, useSetAtom } from 'jotai';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { isAdminLoggedInAtom, signInAdminAtom } from '@drops/session';
import { Card, PageTitle, Stack } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { Brand, CenteredPage } from '../../../app/centered-page';
import { shellMessages } from '../../../messages';
import { logInAdministrator } from '../admin-login-request';
import { AdminLoginForm } from './admin-login-form';

/** `/admin/login`, with the way back to the main site. */
export function AdminLoginPage() {
  const { adminApi } = useAppConfig();
  const loggedIn = useAtomValue(isAdminLoggedInAtom);
  const signInAdmin = useSetAtom(signInAdminAtom);
  const navigate = useNavigate();

  if (loggedIn) return <Navigate to="/admin/dashboard" replace />;

  return (
    <CenteredPage>
      <Brand>{shellMessages.appName}</Brand>
      <Card>
        <Stack $gap={6}>
          <Link to="/">← {shellMessages.adminBackLink}</Link>
          <PageTitle>{shellMessages.adminLoginTitle}</PageTitle>
          <AdminLoginForm
            onSubmit={async (values) => {
              const result = await logInAdministrator(adminApi, values);
              if (!result.ok) return result.message;
              signInAdmin(result.session);
              navigate('/admin/dashboard', { replace: true });
            }}
          />
        </Stack>
      </Card>
    </CenteredPage>
  );
}
