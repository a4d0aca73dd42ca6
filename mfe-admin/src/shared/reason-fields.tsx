import {
  decisionReasons,
  reviewNoteMax,
  reviewReasons,
  type ReasonDecision,
  type ReviewReason,
} from '@drops/contracts';
import type { ReactNode } from 'react';
import { SelectField, Stack, TextAreaField } from '@drops/ui';
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

/**
 * A decision's form: its reason and note, then the caller's buttons. Submitting never loads a
 * page; `onSubmit` decides (save, or ask first).
 */
export function ReasonDecisionForm({
  label,
  decision,
  fields,
  onSubmit,
  children,
}: {
  label: string;
  decision: ReasonDecision;
  fields: { value: ReasonDraft; onChange: (value: ReasonDraft) => void; reasonError?: string };
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Stack
      $gap={3}
      as="form"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ReasonFields decision={decision} {...fields} />
      {children}
    </Stack>
  );
}
