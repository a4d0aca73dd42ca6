import {
  reviewNoteMax,
  reviewReasonCodes,
  reviewReasons,
  type ReviewReason,
} from '@drops/contracts';
import { SelectField, TextAreaField } from '@drops/ui';
import { auditAreaMessages } from './audit-messages';

export interface ReasonDraft {
  reason: ReviewReason | '';
  note: string;
}

export const emptyReason: ReasonDraft = { reason: '', note: '' };

const reasonOptions = reviewReasonCodes.map((code) => ({
  value: code,
  label: reviewReasons[code],
}));

/** A reason from the fixed list and an optional note (at most 500 characters, with its counter). */
export function ReasonFields({
  value,
  onChange,
  reasonError,
  reasonRequired,
}: {
  value: ReasonDraft;
  onChange: (value: ReasonDraft) => void;
  reasonError?: string;
  reasonRequired: boolean;
}) {
  const noteTooLong = value.note.length > reviewNoteMax;
  return (
    <>
      <SelectField
        label={auditAreaMessages.reasonLabel}
        options={reasonOptions}
        placeholderOption={auditAreaMessages.chooseReason}
        value={value.reason}
        required={reasonRequired}
        error={reasonError}
        onChange={(event) =>
          onChange({ ...value, reason: event.target.value as ReviewReason | '' })
        }
      />
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
