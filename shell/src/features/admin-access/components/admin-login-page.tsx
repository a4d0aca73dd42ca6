import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import {
  isAdminLoggedInAtom,
  isAdminReturnPath,
  signInAdminAtom,
  type AdminSession,
} from '@drops/session';
import { passwordMessages, type TotpEnrollment } from '@drops/contracts';
import { Muted, PageTitle } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { SignedOutCard } from '../../../app/centered-page';
import { SessionExpiredNotice } from '../../../app/session-expired-notice';
import { useSignInReturn } from '../../../app/use-sign-in-return';
import { shellMessages } from '../../../messages';
import { completeSecondFactor, logInAdministrator } from '../admin-login-request';
import { AdminLoginForm } from './admin-login-form';
import { RecoveryCodesStep, SecondFactorStep } from './second-factor-step';

/** Where the sign-in stands: the password, the second factor, a first enrollment's codes. */
type Step =
  | { kind: 'password' }
  | { kind: 'code'; challenge: string; enrollment?: TotpEnrollment }
  | { kind: 'recovery-codes'; codes: string[]; session: AdminSession };

/**
 * `/admin/login`, with the way back to the main site. Sent here from inside the area, it says
 * when the session expired and returns to the page (with its filters) after signing in. With a
 * second factor (issue 30 item 5) the code is asked after the password.
 */
export function AdminLoginPage() {
  const { adminApi } = useAppConfig();
  const { loggedIn, sessionExpired, destination } = useSignInReturn(
    isAdminLoggedInAtom,
    isAdminReturnPath,
    '/admin/dashboard',
  );
  const signInAdmin = useSetAtom(signInAdminAtom);
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const enter = (session: AdminSession) => {
    signInAdmin(session);
    navigate(destination, { replace: true });
  };

  if (loggedIn) return <Navigate to={destination} replace />;

  return (
    <SignedOutCard>
      <Link to="/">← {shellMessages.adminBackLink}</Link>
      <PageTitle>{shellMessages.adminLoginTitle}</PageTitle>
      {sessionExpired ? (
        <SessionExpiredNotice>{shellMessages.adminSessionExpired}</SessionExpiredNotice>
      ) : null}
      {step.kind === 'password' ? (
        <AdminLoginForm
          onSubmit={async (values) => {
            const result = await logInAdministrator(adminApi, values);
            if (result.ok === false) return result.message;
            if (result.ok === 'challenge') {
              setStep({ kind: 'code', challenge: result.challenge, enrollment: result.enrollment });
              return;
            }
            enter(result.session);
          }}
        />
      ) : null}
      {step.kind === 'code' ? (
        <SecondFactorStep
          enrollment={step.enrollment}
          onStartOver={() => setStep({ kind: 'password' })}
          onSubmit={async (code) => {
            const result = await completeSecondFactor(adminApi, step.challenge, code);
            if (!result.ok) {
              if (result.challengeExpired) setStep({ kind: 'password' });
              return result.message;
            }
            if (result.recoveryCodes)
              setStep({
                kind: 'recovery-codes',
                codes: result.recoveryCodes,
                session: result.session,
              });
            else enter(result.session);
          }}
        />
      ) : null}
      {step.kind === 'recovery-codes' ? (
        <RecoveryCodesStep codes={step.codes} onContinue={() => enter(step.session)} />
      ) : null}
      <Muted>
        <Link to="/admin/forgot-password">{passwordMessages.forgotTitle}</Link>
      </Muted>
    </SignedOutCard>
  );
}
