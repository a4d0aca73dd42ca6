import {
  accountTypeLabels,
  adminAccountStatusLabels,
  reasonTextOf,
  type AuditLogEntry,
} from '@drops/contracts';
import { adminAreaMessages, releaseAreaMessages } from '../messages';
import { auditAreaMessages } from './audit-messages';

const none = adminAreaMessages.none;

/** A recorded field the screens have no label for, in words: `canaryLoads` → "Canary loads". */
const wordsOf = (field: string) => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const labelOf = (field: string) => auditAreaMessages.fieldLabels[field] ?? wordsOf(field);

const statusLabels: Record<string, string> = {
  ...adminAreaMessages.productStatusLabels,
  // An administrator's status (issue 30 item 5); no drop status shares these words.
  ...adminAccountStatusLabels,
};
const accountLabels: Record<string, string> = accountTypeLabels;

/** A recorded value as the screens show it: Yes / No, a status's label, a canary's share. */
function shownValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return none;
  if (typeof value === 'boolean') return value ? adminAreaMessages.yes : adminAreaMessages.no;
  if (typeof value === 'string') {
    if (field === 'status') return statusLabels[value.toLowerCase()] ?? value;
    if (field === 'accountType') return accountLabels[value] ?? value;
    return value;
  }
  if (typeof value === 'number') return String(value);
  const canary = value as { version?: unknown; percent?: unknown };
  if (typeof canary.version === 'string' && typeof canary.percent === 'number')
    return releaseAreaMessages.canaryShare(canary.version, canary.percent);
  return JSON.stringify(value);
}

/** What changed, "Label: before → after" for each field whose value differs. */
export function changesOf(entry: Pick<AuditLogEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map(
      (field) =>
        `${labelOf(field)}: ${auditAreaMessages.changed(shownValue(field, before[field]), shownValue(field, after[field]))}`,
    );
}

/** The reason's words and the note, as one line (empty when neither). */
export function reasonLineOf(entry: Pick<AuditLogEntry, 'reason' | 'note'>): string {
  return [reasonTextOf(entry.reason), entry.note].filter(Boolean).join(' — ');
}

const listOf: Partial<Record<AuditLogEntry['targetType'], string>> = {
  product: '/admin/products',
  seller: '/admin/sellers',
  category: '/admin/categories',
  admin: '/admin/administrators',
};

/**
 * The target by name (a drop's or category's name, a seller's username, a remote's label) from
 * the values the entry recorded, and where to find its record: its list searched for that name,
 * or the Releases screen. Without a recorded name, its id and no link.
 */
export function targetOf(
  entry: Pick<AuditLogEntry, 'targetType' | 'targetId' | 'before' | 'after'>,
): { name: string; to: string | null } {
  if (entry.targetType === 'remote')
    return {
      name: releaseAreaMessages.remoteLabels[entry.targetId] ?? entry.targetId,
      to: '/admin/releases',
    };
  const values = { ...entry.before, ...entry.after };
  const field = { seller: 'username', admin: 'email' }[entry.targetType as string] ?? 'name';
  const recorded = values[field];
  const list = listOf[entry.targetType];
  if (typeof recorded !== 'string' || !recorded || !list) return { name: entry.targetId, to: null };
  // The administrators' list has no search: the screen itself.
  if (entry.targetType === 'admin') return { name: recorded, to: list };
  return { name: recorded, to: `${list}?${new URLSearchParams({ search: recorded }).toString()}` };
}
