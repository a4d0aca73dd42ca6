import { ErrorState, LoadingState } from '@drops/ui';
import { adminAreaMessages } from '../messages';
import type { RequestState } from './admin-query';

/** What a read shows until its data is ready: its loading line, or its error with Retry. */
export function LoadingOrError({
  state,
  loadingText,
  onRetry,
}: {
  state: RequestState<unknown>;
  loadingText: string;
  onRetry: () => void;
}) {
  if (state.status === 'loading') return <LoadingState>{loadingText}</LoadingState>;
  if (state.status === 'error')
    return (
      <ErrorState message={state.message} onRetry={onRetry} retryLabel={adminAreaMessages.retry} />
    );
  return null;
}
