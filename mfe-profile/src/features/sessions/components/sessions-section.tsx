import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@drops/api-client';
import { sessionMessages, type AccountSession } from '@drops/contracts';
import { formatDateTime } from '@drops/format';
import { useApi } from '@drops/remote-kit';
import { clearSellerSession } from '@drops/session';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  SectionTitle,
  Stack,
  toast,
} from '@drops/ui';
import { endAllSellerSessions, endSellerSession, useSellerSessions } from '../api/sessions';
import {
  CurrentBadge,
  DeviceName,
  SessionList,
  SessionRow,
  SessionText,
  SessionTimes,
  SessionsCard,
  SessionsIntro,
} from './sessions.styles';

/**
 * Edit Profile's Sessions (issue 30): where the seller is signed in (device, last used), each
 * other one signed out with one click; "Sign out everywhere" asks first, since it signs this
 * browser out too, then opens / as Logout does.
 */
export function SessionsSection() {
  const api = useApi();
  const navigate = useNavigate();
  const { state, retry, update } = useSellerSessions();
  const [ending, setEnding] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function endOne(session: AccountSession) {
    setEnding(session._id);
    try {
      await endSellerSession(api, session._id);
      update((listed) => listed.filter((other) => other._id !== session._id));
      toast({ title: sessionMessages.ended, variant: 'success' });
    } catch (error) {
      toast({ title: errorMessage(error, sessionMessages.endFailed), variant: 'error' });
    } finally {
      setEnding(null);
    }
  }

  async function endAll() {
    setEnding('all');
    try {
      await endAllSellerSessions(api);
      toast({ title: sessionMessages.endedAll, variant: 'success' });
      clearSellerSession();
      navigate('/', { replace: true });
    } catch (error) {
      toast({ title: errorMessage(error, sessionMessages.endFailed), variant: 'error' });
      setEnding(null);
      setConfirming(false);
    }
  }

  return (
    <SessionsCard>
      <Stack as="section" aria-labelledby="sessions-title">
        <SectionTitle id="sessions-title">{sessionMessages.title}</SectionTitle>
        <SessionsIntro>{sessionMessages.intro}</SessionsIntro>
        {state.status === 'loading' ? <LoadingState>{sessionMessages.loading}</LoadingState> : null}
        {state.status === 'error' ? <ErrorState message={state.message} onRetry={retry} /> : null}
        {state.status === 'ready' && state.data.length === 0 ? (
          <EmptyState title={sessionMessages.empty} />
        ) : null}
        {state.status === 'ready' && state.data.length > 0 ? (
          <SessionList aria-label={sessionMessages.title}>
            {state.data.map((session) => (
              <SessionRow key={session._id}>
                <SessionText>
                  <DeviceName>
                    {session.device || sessionMessages.unknownDevice}
                    {session.current ? (
                      <CurrentBadge>{sessionMessages.thisDevice}</CurrentBadge>
                    ) : null}
                  </DeviceName>
                  <SessionTimes>
                    {sessionMessages.lastUsed} {formatDateTime(session.lastUsedAt)} ·{' '}
                    {sessionMessages.signedIn} {formatDateTime(session.createdAt)}
                  </SessionTimes>
                </SessionText>
                {session.current ? null : (
                  <Button
                    $variant="secondary"
                    disabled={ending !== null}
                    aria-label={`${sessionMessages.endOne}: ${session.device || sessionMessages.unknownDevice}`}
                    onClick={() => void endOne(session)}
                  >
                    {sessionMessages.endOne}
                  </Button>
                )}
              </SessionRow>
            ))}
          </SessionList>
        ) : null}
        <div>
          <Button $variant="danger" disabled={ending !== null} onClick={() => setConfirming(true)}>
            {sessionMessages.endAll}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={sessionMessages.endAll}
        cancelLabel={sessionMessages.cancel}
        confirmLabel={sessionMessages.endAll}
        confirmVariant="danger"
        busy={ending === 'all'}
        onConfirm={() => void endAll()}
        onClose={() => setConfirming(false)}
      >
        {sessionMessages.endAllConfirm}
      </ConfirmDialog>
    </SessionsCard>
  );
}
