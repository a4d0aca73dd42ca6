import { useState } from 'react';
import { createReleaseToken, type ApiClient } from '@drops/api-client';
import type { ReleaseTokenResponse } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { releaseAreaMessages } from '../../../messages';
import { failureToast } from '../../../shared/failure-toast';

export type MintedToken = ReleaseTokenResponse['data'];

async function mint(api: ApiClient, remote: string): Promise<MintedToken | null> {
  try {
    return (await createReleaseToken(api, remote)).data;
  } catch (error) {
    failureToast(error, releaseAreaMessages.createTokenFailed);
    return null;
  }
}

/** POST /admin/remotes/{name}/tokens: the token is in this answer only, held until dismissed. */
export function useReleaseToken(remote: string, onCreated: () => void) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [minted, setMinted] = useState<MintedToken | null>(null);
  return {
    busy,
    minted,
    dismiss: () => setMinted(null),
    create: async () => {
      setBusy(true);
      const token = await mint(api, remote);
      setBusy(false);
      if (!token) return false;
      setMinted(token);
      onCreated();
      return true;
    },
  };
}
