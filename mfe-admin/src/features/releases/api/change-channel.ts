import { useState } from 'react';
import { isApiError, setRemoteChannel, versionConflictOf } from '@drops/api-client';
import type { ChannelState, SetChannelBody } from '@drops/contracts';
import { toast } from '@drops/ui';
import { useApi } from '@drops/remote-kit';
import { releaseAreaMessages } from '../../../messages';
import { failureToast } from '../../../shared/failure-toast';

/** What a channel change ended with: saved, refused on fields, or stale (the channel now). */
export type ChannelOutcome =
  | { kind: 'saved'; channel: ChannelState }
  | { kind: 'stale'; current: ChannelState }
  | { kind: 'refused'; fieldErrors: Readonly<Record<string, string>> };

/**
 * PUT /admin/remotes/{name}/channel with the channel's `version` it was decided on: a change
 * made meanwhile by someone else (or by the automatic rollback) answers 409 with the channel as
 * it is, which the dialog shows instead of overwriting it.
 */
export function useChannelChange(remote: string, onSaved: (channel: ChannelState) => void) {
  const api = useApi();
  const [busy, setBusy] = useState(false);

  const change = async (body: SetChannelBody): Promise<ChannelOutcome> => {
    setBusy(true);
    try {
      const answer = await setRemoteChannel(api, remote, body);
      toast({ title: releaseAreaMessages.channelChanged, variant: 'success' });
      onSaved(answer.data);
      return { kind: 'saved', channel: answer.data };
    } catch (error) {
      const current = versionConflictOf<ChannelState>(error);
      if (current) return { kind: 'stale', current };
      failureToast(error, releaseAreaMessages.changeFailed);
      return {
        kind: 'refused',
        fieldErrors: isApiError(error) && error.status === 422 ? error.fieldErrors : {},
      };
    } finally {
      setBusy(false);
    }
  };
  return { busy, change };
}
