import { Button } from '@drops/ui';
import { editorMessages } from '../../../messages';
import type { SaveKind } from '../api/save-drop';
import { Actions } from './drop-form.styles';
import { pausedNoticeId } from './paused-notice';

/** What the form is busy with: a save of either kind, Stop Sell or a deletion. */
export type DropFormBusy = SaveKind | 'stop' | 'delete' | null;

export interface DropActionsProps {
  busy: DropFormBusy;
  canStopSell: boolean;
  onStopSell: () => void;
  /** DELETE DROP's confirmation is open. */
  confirmingDelete: boolean;
  onDelete: () => void;
}

/** An edited drop's own actions, beside the title: Stop Sell (while on sale) and DELETE DROP. */
export function DropActions({
  busy,
  canStopSell,
  onStopSell,
  confirmingDelete,
  onDelete,
}: DropActionsProps) {
  return (
    <Actions>
      {canStopSell ? (
        <Button $variant="secondary" disabled={busy !== null} onClick={onStopSell}>
          {busy === 'stop' ? editorMessages.saving : editorMessages.stopSell}
        </Button>
      ) : null}
      <Button
        $variant="danger"
        disabled={busy !== null}
        // While its confirmation (inert page behind) asks, the dialog's DELETE DROP is the
        // only one by that name: queries by role that ignore the inertness found two.
        aria-hidden={confirmingDelete || undefined}
        onClick={onDelete}
      >
        {editorMessages.deleteDrop}
      </Button>
    </Actions>
  );
}

export interface FormButtonsProps {
  busy: DropFormBusy;
  editing: boolean;
  /** A visual still uploading: nothing saves until it is done. */
  uploading: boolean;
  /** Paused by an administrator: it saves as a draft only. */
  paused: boolean;
  /** SAVE DRAFT BEFORE EXITING? is asking. */
  asking: boolean;
  onCancel: () => void;
  onSaveDraft: () => void;
}

/** CANCEL, SAVE DRAFT and SUBMIT (SAVE CHANGES when editing), which submits the form. */
export function FormButtons({
  busy,
  editing,
  uploading,
  paused,
  asking,
  onCancel,
  onSaveDraft,
}: FormButtonsProps) {
  return (
    <Actions>
      <Button $variant="ghost" onClick={onCancel}>
        {editorMessages.cancel}
      </Button>
      <Button
        $variant="secondary"
        disabled={busy !== null || uploading}
        // The same for SAVE DRAFT while SAVE DRAFT BEFORE EXITING? asks.
        aria-hidden={asking || undefined}
        onClick={onSaveDraft}
      >
        {busy === 'draft' ? editorMessages.saving : editorMessages.saveDraft}
      </Button>
      <Button
        type="submit"
        disabled={busy !== null || uploading || paused}
        aria-describedby={paused ? pausedNoticeId : undefined}
      >
        {busy === 'publish'
          ? editorMessages.saving
          : editing
            ? editorMessages.saveChanges
            : editorMessages.submit}
      </Button>
    </Actions>
  );
}
