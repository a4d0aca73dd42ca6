import { Button, Dialog } from '@drops/ui';
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
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {dashboardMessages.close}
          </Button>
          <Button onClick={onAdd}>{dashboardMessages.add}</Button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
