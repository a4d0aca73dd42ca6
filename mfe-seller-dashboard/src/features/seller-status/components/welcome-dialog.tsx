import { ConfirmDialog } from '@drops/ui';
import { dashboardMessages } from '../../../messages';

/**
 * The first-login dialog, also shown as "APPROVED" when the re-read finds the account approved.
 * ADD goes to the drop form; both buttons and Escape close it.
 */
export function WelcomeDialog({
  title,
  body,
  onClose,
  onAdd,
}: {
  title: string;
  body: string;
  onClose: () => void;
  onAdd: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title={title}
      onClose={onClose}
      cancelLabel={dashboardMessages.close}
      confirmLabel={dashboardMessages.add}
      onConfirm={onAdd}
    >
      {body}
    </ConfirmDialog>
  );
}
