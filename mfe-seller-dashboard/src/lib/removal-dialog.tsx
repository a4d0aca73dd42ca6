import { useState, type ReactNode } from 'react';
import { Button, Dialog, toast } from '@drops/ui';

export interface RemovalDialogProps<Subject> {
  /** What would be removed; the dialog is open while there is one. */
  subject: Subject | null;
  title: ReactNode;
  children: ReactNode;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  busyLabel: ReactNode;
  /** Removes the thing: null once removed, else the message to show. */
  remove: (subject: Subject) => Promise<string | null>;
  /** The toasts: the failure's title (the message is its description), and the success's. */
  errorTitle: string;
  removed: { title: string; description?: string };
  onClose: () => void;
  onRemoved: (subject: Subject) => void;
}

/**
 * Asks before something is removed for good; while the removal runs the dialog stays and its
 * buttons wait, then it closes and a toast says how it went. Focus starts on Cancel.
 */
export function RemovalDialog<Subject>({
  subject,
  title,
  children,
  cancelLabel,
  confirmLabel,
  busyLabel,
  remove,
  errorTitle,
  removed,
  onClose,
  onRemoved,
}: RemovalDialogProps<Subject>) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (subject === null) return;
    setBusy(true);
    const failure = await remove(subject);
    setBusy(false);
    onClose();
    if (failure) {
      toast({ title: errorTitle, description: failure, variant: 'error' });
      return;
    }
    toast({ ...removed, variant: 'success' });
    onRemoved(subject);
  };

  return (
    <Dialog
      open={subject !== null}
      title={title}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button $variant="danger" onClick={() => void confirm()} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
