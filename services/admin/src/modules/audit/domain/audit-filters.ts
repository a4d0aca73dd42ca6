import { auditLogMessages, type AuditLogExportQuery } from '@drops/contracts';
import { ValidationError } from '@drops/service-kit';
import type { AuditLogFilters } from '../audit-log-repository';

const dayMs = 24 * 60 * 60 * 1000;

/** Epoch ms of a date the schema's pattern let through, or null for an impossible one (2025-02-30). */
function epochOf(text: string): number | null {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  if (text.length === 10) return calendar.getTime();
  // A date-time without a zone is UTC, as drop dates are read.
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? null : time;
}

/**
 * The list's and export's filters: blank values filter nothing; `from` is inclusive, `to`
 * inclusive too (a day names the whole day, a date-time that millisecond).
 */
export function auditFiltersOf(query: AuditLogExportQuery): AuditLogFilters {
  const errors: Record<string, string> = {};
  const from = query.from ? epochOf(query.from) : undefined;
  const toStart = query.to ? epochOf(query.to) : undefined;
  if (from === null) errors.from = auditLogMessages.dateInvalid;
  if (toStart === null) errors.to = auditLogMessages.dateInvalid;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const to =
    toStart === undefined || toStart === null
      ? undefined
      : toStart + (query.to!.length === 10 ? dayMs : 1);
  if (from !== undefined && from !== null && to !== undefined && from >= to)
    throw new ValidationError({ from: auditLogMessages.rangeInvalid });
  const actor = query.actor?.trim();
  const targetId = query.targetId?.trim();
  const target = query.target?.trim();
  return {
    ...(actor && { actor }),
    ...(query.action && { action: query.action }),
    ...(query.targetType && { targetType: query.targetType }),
    ...(targetId && { targetId }),
    ...(target && { target }),
    ...(from !== undefined && from !== null && { from }),
    ...(to !== undefined && { to }),
  };
}
