import type { ReactNode } from 'react';
import type { RemoteData } from '@drops/remote-kit';
import { EmptyState, ErrorState, LoadingState } from '@drops/ui';
import { integrationsMessages as messages } from '../../../messages';

/**
 * A list the Integrations page fetches (its endpoints, an endpoint's deliveries) in its loading,
 * error and empty states; `children` draws it once there is something to show.
 */
export function RemoteList<Item>({
  state,
  retry,
  words,
  children,
}: {
  state: RemoteData<Item[]>;
  retry: () => void;
  words: { loading: string; empty: string; emptyHint: string };
  children: (items: Item[]) => ReactNode;
}) {
  if (state.status === 'loading') return <LoadingState>{words.loading}</LoadingState>;
  if (state.status === 'error')
    return (
      <ErrorState
        message={messages.error(state.message)}
        onRetry={retry}
        retryLabel={messages.retry}
      />
    );
  if (state.data.length === 0)
    return <EmptyState title={words.empty} description={words.emptyHint} />;
  return children(state.data);
}
