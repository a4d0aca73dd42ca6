import { useState } from 'react';
import { reviewNoteMax, type ReviewReason } from '@drops/contracts';
import { toast } from '@drops/ui';
import { auditAreaMessages } from './audit-messages';
import { failureToast } from './failure-toast';
import { emptyReason, type ReasonDraft } from './reason-fields';

/** What a decision sends beside its own flags: the reason and the trimmed note, when given. */
export interface ReasonAndNote {
  reason?: ReviewReason;
  note?: string;
}

export interface ReasonDecisionOptions<Saved> {
  /** A decision that takes a reason from its list (a rejection, a pause) refuses to go without. */
  reasonRequired: boolean;
  save: (reasonAndNote: ReasonAndNote) => Promise<Saved>;
  /** The success toast's title. */
  savedMessage: string;
  failedMessage: string;
  onSaved: (saved: Saved) => void;
}

/**
 * One decision with a reason and a note (approve, reject, pause, restore): the draft and its
 * checks (a required reason, a note within 500 characters), one save at a time, the toasts, and a
 * fresh draft after a success. `fields` goes to ReasonFields as it is.
 */
export function useReasonDecision<Saved>({
  reasonRequired,
  save,
  savedMessage,
  failedMessage,
  onSaved,
}: ReasonDecisionOptions<Saved>) {
  const [draft, setDraft] = useState<ReasonDraft>(emptyReason);
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (reasonRequired && !draft.reason) {
      setReasonError(auditAreaMessages.reasonRequired);
      return;
    }
    if (draft.note.length > reviewNoteMax) return;
    setBusy(true);
    try {
      const saved = await save({
        ...(draft.reason && { reason: draft.reason }),
        ...(draft.note.trim() && { note: draft.note.trim() }),
      });
      toast({ title: savedMessage, variant: 'success' });
      setDraft(emptyReason);
      onSaved(saved);
    } catch (error) {
      failureToast(error, failedMessage);
    } finally {
      setBusy(false);
    }
  };

  const fields = {
    value: draft,
    reasonError,
    onChange: (next: ReasonDraft) => {
      setDraft(next);
      if (next.reason) setReasonError(undefined);
    },
  };

  return { draft, busy, submit, fields };
}
