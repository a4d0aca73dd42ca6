import { useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  adminAccountMessages,
  adminAccountStatusLabels,
  type AdminAccount,
} from '@drops/contracts';
import { formatDate, formatDateTime } from '@drops/format';
import { adminUserAtom } from '@drops/session';
import { ConfirmDialog, EmptyState, PageTitle, Stack } from '@drops/ui';
import { ListHeader } from '../../../shared/list-controls.styles';
import { LoadingOrError } from '../../../shared/loading-or-error';
import { useAdministratorChanges } from '../api/administrator-changes';
import { useAdministratorsList } from '../api/list-administrators';
import { InviteAdministratorForm } from './invite-administrator-form';
import { SecondFactorPanel } from './second-factor-panel';
import { CardActionButton } from '../../../shared/card-action-button';
import { CardActions, CardGrid, GridCard } from '../../../shared/card-grid.styles';
import { AdminEmail, Facts } from './administrators-page.styles';

/**
 * A card's one action, by status: Disable an active administrator (never yourself; it asks
 * first), Enable a disabled one, Resend an invitation.
 */
function StatusAction({
  admin,
  isMe,
  changes,
  onDisable,
}: {
  admin: AdminAccount;
  isMe: boolean;
  changes: ReturnType<typeof useAdministratorChanges>;
  onDisable: () => void;
}) {
  if (admin.status === 'active')
    return isMe ? null : (
      <CardActionButton
        label={adminAccountMessages.disable}
        target={admin.email}
        variant="danger"
        onClick={onDisable}
      />
    );
  const disabled = admin.status === 'disabled';
  return (
    <CardActionButton
      label={disabled ? adminAccountMessages.enable : adminAccountMessages.resend}
      target={admin.email}
      variant="secondary"
      disabled={changes.busy}
      onClick={() =>
        void (disabled ? changes.setDisabled(admin, false) : changes.invite(admin.email))
      }
    />
  );
}

/**
 * `/admin/administrators` (issue 30 item 5): invite an administrator, see every one (status,
 * second factor, last sign-in), disable (asked first) and enable; the signed-in administrator's
 * own second factor when it is off.
 */
export function AdministratorsPage() {
  const me = useAtomValue(adminUserAtom);
  const { state, reload, refresh } = useAdministratorsList();
  const changes = useAdministratorChanges(refresh);
  const [disabling, setDisabling] = useState<{ admin: AdminAccount; open: boolean } | null>(null);
  const closeDialog = () => setDisabling((current) => current && { ...current, open: false });

  const admins = state.status === 'ready' ? state.data : [];
  const mine = admins.find((admin) => admin._id === me?._id);

  return (
    <Stack $gap={6}>
      <ListHeader>
        <PageTitle>{adminAccountMessages.title}</PageTitle>
      </ListHeader>
      <InviteAdministratorForm busy={changes.busy} onInvite={changes.invite} />
      <LoadingOrError state={state} loadingText={adminAccountMessages.loading} onRetry={reload} />
      {state.status === 'ready' && admins.length === 0 ? (
        <EmptyState title={adminAccountMessages.empty} />
      ) : null}
      {mine && !mine.secondFactor ? <SecondFactorPanel onEnabled={refresh} /> : null}
      {admins.length > 0 ? (
        <CardGrid $minColumn={280} aria-label={adminAccountMessages.title}>
          {admins.map((admin) => {
            const isMe = admin._id === me?._id;
            return (
              <li key={admin._id}>
                <GridCard $gap={2} aria-label={admin.email}>
                  <AdminEmail>
                    {admin.email}
                    {isMe ? ` (${adminAccountMessages.you})` : ''}
                  </AdminEmail>
                  <Facts>
                    <dt>{adminAccountMessages.statusLabel}</dt>
                    <dd>{adminAccountStatusLabels[admin.status]}</dd>
                    <dt>{adminAccountMessages.secondFactorLabel}</dt>
                    <dd>
                      {admin.secondFactor
                        ? adminAccountMessages.secondFactorOnText
                        : adminAccountMessages.secondFactorOffText}
                    </dd>
                    <dt>{adminAccountMessages.created}</dt>
                    <dd>{formatDate(admin.createdAt)}</dd>
                    <dt>{adminAccountMessages.lastSignIn}</dt>
                    <dd>
                      {admin.lastSignInAt
                        ? formatDateTime(admin.lastSignInAt)
                        : adminAccountMessages.never}
                    </dd>
                  </Facts>
                  <CardActions>
                    <StatusAction
                      admin={admin}
                      isMe={isMe}
                      changes={changes}
                      onDisable={() => setDisabling({ admin, open: true })}
                    />
                  </CardActions>
                </GridCard>
              </li>
            );
          })}
        </CardGrid>
      ) : null}
      {disabling ? (
        <ConfirmDialog
          open={disabling.open}
          title={adminAccountMessages.disableTitle}
          onClose={closeDialog}
          cancelLabel={adminAccountMessages.cancel}
          confirmLabel={adminAccountMessages.disable}
          confirmVariant="danger"
          busy={changes.busy}
          onConfirm={() => {
            void changes.setDisabled(disabling.admin, true).then((done) => {
              if (done) closeDialog();
            });
          }}
        >
          <p>{adminAccountMessages.disableQuestion(disabling.admin.email)}</p>
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
