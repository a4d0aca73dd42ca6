import { useState } from 'react';
import { inviteAdministrator, isApiError, setAdministratorDisabled } from '@drops/api-client';
import { adminAccountMessages, type AdminAccount } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { toast } from '@drops/ui';
import { failureToast } from '../../../shared/failure-toast';

/** What an invitation ended with; `fieldError` is the server's message for the email. */
export type InviteOutcome = { ok: true } | { ok: false; fieldError?: string };

/** Invite, disable and enable, each with its toast; the list is read again after each. */
export function useAdministratorChanges(onChanged: () => void) {
  const api = useApi();
  const [busy, setBusy] = useState(false);

  const invite = async (email: string): Promise<InviteOutcome> => {
    setBusy(true);
    try {
      await inviteAdministrator(api, { email });
      toast({ title: adminAccountMessages.invited, description: email, variant: 'success' });
      onChanged();
      return { ok: true };
    } catch (error) {
      const fieldError = isApiError(error) ? error.fieldErrors.email : undefined;
      if (!fieldError) failureToast(error, adminAccountMessages.actionFailed, true);
      return { ok: false, fieldError: fieldError ?? undefined };
    } finally {
      setBusy(false);
    }
  };

  const setDisabled = async (admin: AdminAccount, disabled: boolean): Promise<boolean> => {
    setBusy(true);
    try {
      await setAdministratorDisabled(api, admin._id, disabled);
      toast({
        title: disabled ? adminAccountMessages.disabledDone : adminAccountMessages.enabledDone,
        description: admin.email,
        variant: 'success',
      });
      onChanged();
      return true;
    } catch (error) {
      // "The last active administrator cannot be disabled" says it all.
      failureToast(error, adminAccountMessages.actionFailed, true);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, invite, setDisabled };
}
