import { useState } from 'react';
import { enableAdminTotp, isApiError, setUpAdminTotp } from '@drops/api-client';
import { adminAccountMessages, type TotpEnrollment } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { toast } from '@drops/ui';
import { failureToast } from '../../../shared/failure-toast';

/**
 * The signed-in administrator's own second factor: a key to add to an app, then the first code
 * turns it on and the recovery codes are shown once.
 */
export function useSecondFactorSetup(onEnabled: () => void) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const start = async () => {
    setBusy(true);
    try {
      setEnrollment((await setUpAdminTotp(api)).data);
    } catch (error) {
      failureToast(error, adminAccountMessages.actionFailed, true);
    } finally {
      setBusy(false);
    }
  };

  /** Resolves with the code's error, or nothing once on. */
  const confirm = async (code: string): Promise<string | void> => {
    setBusy(true);
    try {
      const answer = await enableAdminTotp(api, { code });
      setRecoveryCodes(answer.data.recoveryCodes);
      setEnrollment(null);
      toast({ title: adminAccountMessages.secondFactorEnabled, variant: 'success' });
      onEnabled();
    } catch (error) {
      const fieldError = isApiError(error) ? error.fieldErrors.code : undefined;
      if (fieldError) return fieldError;
      failureToast(error, adminAccountMessages.actionFailed, true);
    } finally {
      setBusy(false);
    }
  };

  return { busy, enrollment, recoveryCodes, start, confirm };
}
