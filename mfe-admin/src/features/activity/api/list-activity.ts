import { listAuditLog } from '@drops/api-client';
import {
  auditActions,
  auditLogPageSize,
  auditTargetTypes,
  type AuditAction,
  type AuditLogExportQuery,
  type AuditTargetType,
} from '@drops/contracts';
import { useSearchParams } from 'react-router-dom';
import { auditAreaMessages } from '../../../shared/audit-messages';
import { queryKeys } from '@drops/remote-kit';
import { useAdminQuery } from '../../../shared/admin-query';

export interface ActivityFilters {
  action: AuditAction | '';
  targetType: AuditTargetType | '';
  actor: string;
  /** A target's id or the start of its name. */
  target: string;
  from: string;
  to: string;
}

const textFilters = ['actor', 'target', 'from', 'to'] as const;

/** The Activity page's filters and page, kept in the URL query (unknown values read as none). */
export function useActivityParams() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const targetType = params.get('targetType') ?? '';
  const filters: ActivityFilters = {
    action: (auditActions as readonly string[]).includes(action) ? (action as AuditAction) : '',
    targetType: (auditTargetTypes as readonly string[]).includes(targetType)
      ? (targetType as AuditTargetType)
      : '',
    actor: params.get('actor') ?? '',
    // `targetId` is what links made before names could be searched: an id matches either way.
    target: params.get('target') ?? params.get('targetId') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const write = (next: ActivityFilters, nextPage: number) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) if (value) query.set(name, value);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return {
    filters,
    page,
    key: params.toString(),
    setFilters: (next: ActivityFilters) => write(next, 1),
    setPage: (next: number) => write(filters, next),
  };
}

/** The filters as the API takes them (blank ones left out). */
export function activityQueryOf(filters: ActivityFilters): AuditLogExportQuery {
  const query: AuditLogExportQuery = {};
  if (filters.action) query.action = filters.action;
  if (filters.targetType) query.targetType = filters.targetType;
  for (const name of textFilters) if (filters[name].trim()) query[name] = filters[name].trim();
  return query;
}

/** GET /admin/audit-log for the URL's filters and page. */
export function useActivityList(filters: ActivityFilters, page: number, key: string) {
  return useAdminQuery(
    (api) => listAuditLog(api, { ...activityQueryOf(filters), page, limit: auditLogPageSize }),
    auditAreaMessages.fetchActivityFailed,
    queryKeys.admin.activity(key),
  );
}
