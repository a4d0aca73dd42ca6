import { Button, Dialog } from '@drops/ui';
import { editorMessages } from '../../../messages';

export interface SaveBeforeLeavingDialogProps {
  /** Where the seller was going, while the question is open; null when it is closed. */
  pending: (() => void) | null;
  /** Closes the question, staying on the form. */
  onStay: () => void;
  /** EXIT: the unsaved changes are thrown away, then the seller leaves (`onLeave`). */
  onDiscard: () => void;
  onLeave: (proceed: () => void) => void;
  /** SAVE DRAFT: saved as a draft first, then gone where they were going. */
  onSaveDraft: (proceed: () => void) => void;
  busy: boolean;
  /** A visual still uploading: a draft saved now would miss it. */
  uploading: boolean;
  saving: boolean;
  /** Where SAVE DRAFT goes when nothing was pending (the dashboard). */
  fallback: () => void;
}

/** SAVE DRAFT BEFORE EXITING?: asked when the seller leaves a form with unsaved changes. */
export function SaveBeforeLeavingDialog({
  pending,
  onStay,
  onDiscard,
  onLeave,
  onSaveDraft,
  busy,
  uploading,
  saving,
  fallback,
}: SaveBeforeLeavingDialogProps) {
  return (
    <Dialog
      open={pending !== null}
      title={editorMessages.leave.title}
      onClose={onStay}
      actions={
        <>
          <Button
            $variant="secondary"
            disabled={busy}
            onClick={() => {
              const proceed = pending;
              onDiscard();
              onStay();
              if (proceed) onLeave(proceed);
            }}
          >
            {editorMessages.exit}
          </Button>
          {/* Enter keeps the work: EXIT comes first but throws the changes away. */}
          <Button
            data-autofocus
            disabled={busy || uploading}
            onClick={() => {
              const proceed = pending ?? fallback;
              onStay();
              onSaveDraft(proceed);
            }}
          >
            {saving ? editorMessages.saving : editorMessages.saveDraft}
          </Button>
        </>
      }
    >
      {editorMessages.leave.body}
    </Dialog>
  );
}
