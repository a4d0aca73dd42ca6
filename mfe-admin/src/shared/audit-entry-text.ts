import { reasonTextOf, type AuditLogEntry } from '@drops/contracts';
import { auditAreaMessages } from './audit-messages';

const shownValue = (value: unknown) =>
  value === null || value === undefined
    ? '–'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** What changed, "field: before → after" for each field whose value differs. */
export function changesOf(entry: Pick<AuditLogEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map(
      (field) =>
        `${field}: ${auditAreaMessages.changed(shownValue(before[field]), shownValue(after[field]))}`,
    );
}

/** The reason's words and the note, as one line (empty when neither). */
export function reasonLineOf(entry: Pick<AuditLogEntry, 'reason' | 'note'>): string {
  return [reasonTextOf(entry.reason), entry.note].filter(Boolean).join(' — ');
}
