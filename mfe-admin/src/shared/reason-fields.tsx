import {
  decisionReasons,
  reviewNoteMax,
  reviewReasons,
  type ReasonDecision,
  type ReviewReason,
} from '@drops/contracts';
import { SelectField, TextAreaField } from '@drops/ui';
import { auditAreaMessages } from './audit-messages';

export interface ReasonDraft {
  reason: ReviewReason | '';
  note: string;
}

export const emptyReason: ReasonDraft = { reason: '', note: '' };

/**
 * The decision's reasons from its own list (a rejection's, a pause's; required) and an optional
 * note (at most 500 characters, with its counter). An approval and a restore take no reason, so
 * they show the note alone (issue 31 item 4: no Reason box that the decision ignores).
 */
export function ReasonFields({
  decision,
  value,
  onChange,
  reasonError,
}: {
  decision: ReasonDecision;
  value: ReasonDraft;
  onChange: (value: ReasonDraft) => void;
  reasonError?: string;
}) {
  const codes: readonly ReviewReason[] = decisionReasons[decision];
  const noteTooLong = value.note.length > reviewNoteMax;
  return (
    <>
      {codes.length > 0 ? (
        <SelectField
          label={auditAreaMessages.reasonLabel}
          options={codes.map((code) => ({ value: code, label: reviewReasons[code] }))}
          placeholderOption={auditAreaMessages.chooseReason}
          value={value.reason}
          required
          error={reasonError}
          onChange={(event) =>
            onChange({ ...value, reason: event.target.value as ReviewReason | '' })
          }
        />
      ) : null}
      <TextAreaField
        label={auditAreaMessages.noteLabel}
        value={value.note}
        rows={3}
        counterMax={reviewNoteMax}
        error={noteTooLong ? auditAreaMessages.noteTooLongMessage : undefined}
        onChange={(event) => onChange({ ...value, note: event.target.value })}
      />
    </>
  );
}
