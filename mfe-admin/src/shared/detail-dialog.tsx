import type { ReactNode } from 'react';
import { Button, Dialog } from '@drops/ui';
import { adminAreaMessages } from '../messages';
import type { RequestState } from './admin-query';
import { LoadingOrError } from './loading-or-error';

/**
 * A row's detail modal (a seller, a product): its own read's loading or error with Retry, then
 * `children` once the details are there. Close is the last action; `actions` go before it.
 */
export function DetailDialog({
  open,
  title,
  detail,
  actions,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  detail: { state: RequestState<unknown>; reload: () => void };
  actions?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          {actions}
          <Button $variant="secondary" onClick={onClose}>
            {adminAreaMessages.close}
          </Button>
        </>
      }
    >
      <LoadingOrError
        state={detail.state}
        loadingText={adminAreaMessages.loading.details}
        onRetry={detail.reload}
      />
      {children}
    </Dialog>
  );
}
